import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { showText } from "../../features/auth/user-text.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { type CallbackStart, callbackTarget, readCallbackParams } from "./callback-params.ts";

let en: I18n;
beforeAll(async () => {
  en = await testI18n("en");
});

/** The start as the callback screen shows it, in English. */
const shown = (start: CallbackStart) => (start.kind === "failed" ? { ...start, message: showText(en, start.message) } : start);

describe("readCallbackParams", () => {
  it("exchanges the code, with the state when present", () => {
    expect(readCallbackParams(new URLSearchParams("code=abc&state=xyz"))).toEqual({ kind: "exchange", code: "abc", state: "xyz" });
    expect(readCallbackParams(new URLSearchParams("code=abc"))).toEqual({ kind: "exchange", code: "abc", state: null });
  });

  it("fails with the spec's texts when the provider reports an error or sends no code", () => {
    expect(shown(readCallbackParams(new URLSearchParams("error=access_denied&state=xyz")))).toEqual({
      kind: "failed",
      message: "Authentication was cancelled or failed",
    });
    expect(shown(readCallbackParams(new URLSearchParams("state=xyz")))).toEqual({ kind: "failed", message: "No authorization code received" });
    expect(shown(readCallbackParams(new URLSearchParams("code=")))).toEqual({ kind: "failed", message: "No authorization code received" });
  });
});

describe("callbackTarget", () => {
  it("prefers the redirect parameter, then the remembered target, then /dashboard", () => {
    expect(callbackTarget(new URLSearchParams("redirect=/create"), "/edit/2")).toBe("/create");
    expect(callbackTarget(new URLSearchParams(""), "/edit/2")).toBe("/edit/2");
    expect(callbackTarget(new URLSearchParams(""), null)).toBe("/dashboard");
  });

  it("refuses targets on other sites", () => {
    expect(callbackTarget(new URLSearchParams("redirect=//evil.example"), null)).toBe("/dashboard");
    expect(callbackTarget(new URLSearchParams(""), "https://evil.example")).toBe("/dashboard");
  });
});
