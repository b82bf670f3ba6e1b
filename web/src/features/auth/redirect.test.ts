import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPath } from "./redirect.ts";

describe("safeRedirectPath", () => {
  it("defaults to /dashboard", () => {
    expect(safeRedirectPath(null)).toBe("/dashboard");
    expect(safeRedirectPath(undefined)).toBe("/dashboard");
    expect(safeRedirectPath("")).toBe("/dashboard");
  });

  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/create")).toBe("/create");
    expect(safeRedirectPath("/edit/42?step=3#design")).toBe("/edit/42?step=3#design");
    expect(safeRedirectPath("/campaign/save-the-bees")).toBe("/campaign/save-the-bees");
  });

  it.each([
    "https://evil.example/steal",
    "//evil.example/steal",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "dashboard",
    " /dashboard",
  ])("refuses %j", (raw) => {
    expect(safeRedirectPath(raw)).toBe("/dashboard");
  });

  it.each([
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%252F/evil.example",
    "/%5C/evil.example",
    "/%5Cevil.example",
    "/\\evil.example",
    "/%09/evil.example",
    "/%2E%2E%2F%2Fevil.example",
    "/%E0%A4%A",
  ])("refuses %j, which normalises or decodes to another host", (raw) => {
    expect(safeRedirectPath(raw)).toBe("/dashboard");
  });

  it("keeps paths whose escapes stay on the site", () => {
    expect(safeRedirectPath("/campaign/caf%C3%A9")).toBe("/campaign/caf%C3%A9");
    expect(safeRedirectPath("/blog/a%20b?q=%2F%2Fx")).toBe("/blog/a%20b?q=%2F%2Fx");
    expect(safeRedirectPath("/edit/7/./design")).toBe("/edit/7/design");
  });

  it("never sends a signed-in user back to a sign-in screen", () => {
    expect(safeRedirectPath("/auth?action=signin")).toBe("/dashboard");
    expect(safeRedirectPath("/auth/callback?code=x")).toBe("/dashboard");
    expect(safeRedirectPath("/signin")).toBe("/dashboard");
    expect(safeRedirectPath("/authors")).toBe("/authors");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
  });
});

describe("signInPath", () => {
  it("matches the spec's dashboard redirect exactly", () => {
    expect(signInPath("/dashboard")).toBe("/auth?action=signin&redirect=/dashboard");
  });

  it("encodes what would break the query, keeping slashes", () => {
    expect(signInPath("/edit/7")).toBe("/auth?action=signin&redirect=/edit/7");
    expect(signInPath("/create?from=home&x=1")).toBe("/auth?action=signin&redirect=/create%3Ffrom%3Dhome%26x%3D1");
  });

  it("round-trips through URLSearchParams", () => {
    const target = "/edit/7?step=2&tab=a b";
    const params = new URLSearchParams(signInPath(target).split("?")[1]);
    expect(params.get("redirect")).toBe(target);
  });
});
