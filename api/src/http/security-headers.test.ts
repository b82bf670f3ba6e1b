import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

describe("security headers", () => {
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    secure = await createTestApp({}, { APP_ORIGIN: "https://twend.example" });
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  it("sends helmet's policy on every answer, API and errors alike", async () => {
    for (const url of ["/healthz", "/api/campaigns/no-such-twend"]) {
      const { headers } = await plain.app.inject({ method: "GET", url });
      expect(headers["content-security-policy"]).toContain("img-src 'self' data: blob: https://*.googleusercontent.com");
      expect(headers["content-security-policy"]).toContain("worker-src 'self' blob:");
      expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
      expect(headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "SAMEORIGIN", "referrer-policy": "no-referrer" });
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("adds HSTS and upgrades insecure requests when the app is served over https", async () => {
    const { headers } = await secure.app.inject({ method: "GET", url: "/healthz" });
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
