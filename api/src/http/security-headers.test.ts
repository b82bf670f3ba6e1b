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

  it("sends helmet's policy with everything that is not an API answer", async () => {
    const { headers } = await plain.app.inject({ method: "GET", url: "/healthz" });
    expect(headers["content-security-policy"]).toContain("img-src 'self' data: blob: https:;");
    expect(headers["content-security-policy"]).toContain("worker-src 'self' blob:");
    expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "SAMEORIGIN", "referrer-policy": "no-referrer" });
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("locks API answers, errors included, down to data: nothing runs, loads or frames from them", async () => {
    for (const url of ["/api/campaigns/recent", "/api/campaigns/no-such-twend", "/trpc/campaigns.recent"]) {
      const { headers } = await plain.app.inject({ method: "GET", url });
      expect(headers).toMatchObject({
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "cross-origin-resource-policy": "same-origin",
      });
    }
  });

  it("sends the app's built files only what a file needs, but a worker's script its policy", async () => {
    const script = await plain.app.inject({ method: "GET", url: "/assets/index-Ab12.js" });
    expect(script.headers).toMatchObject({ "x-content-type-options": "nosniff", "cross-origin-resource-policy": "same-origin" });
    for (const name of ["content-security-policy", "x-frame-options", "referrer-policy", "cross-origin-opener-policy"]) expect(script.headers[name]).toBeUndefined();
    const worker = await plain.app.inject({ method: "GET", url: "/assets/compose.worker-Df6b.js" });
    expect(worker.headers["content-security-policy"]).toContain("connect-src 'self'");
    const assetHttps = await secure.app.inject({ method: "GET", url: "/assets/index-Ab12.js" });
    expect(assetHttps.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("adds HSTS everywhere and upgrades insecure requests of pages when the app is served over https", async () => {
    const page = await secure.app.inject({ method: "GET", url: "/healthz" });
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const api = await secure.app.inject({ method: "GET", url: "/api/campaigns/recent" });
    expect(api.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
