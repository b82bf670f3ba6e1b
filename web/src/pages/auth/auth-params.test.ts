import { describe, expect, it } from "vitest";
import { readAuthParams, withMode } from "./auth-params.ts";

describe("readAuthParams", () => {
  it("selects sign-up only for action=signup", () => {
    expect(readAuthParams(new URLSearchParams("action=signup")).mode).toBe("signup");
    expect(readAuthParams(new URLSearchParams("action=signin")).mode).toBe("signin");
    expect(readAuthParams(new URLSearchParams("action=SIGNUP")).mode).toBe("signin");
    expect(readAuthParams(new URLSearchParams("")).mode).toBe("signin");
  });

  it("defaults the redirect to /dashboard and refuses other sites", () => {
    expect(readAuthParams(new URLSearchParams("")).redirect).toBe("/dashboard");
    expect(readAuthParams(new URLSearchParams("redirect=/create")).redirect).toBe("/create");
    expect(readAuthParams(new URLSearchParams("redirect=//evil.example")).redirect).toBe("/dashboard");
    expect(readAuthParams(new URLSearchParams("redirect=https://evil.example")).redirect).toBe("/dashboard");
  });
});

describe("withMode", () => {
  it("switches the mode and keeps the redirect", () => {
    const next = withMode(new URLSearchParams("action=signin&redirect=/edit/4"), "signup");
    expect(next.get("action")).toBe("signup");
    expect(next.get("redirect")).toBe("/edit/4");
  });
});
