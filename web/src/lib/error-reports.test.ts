import { CLIENT_ERROR_REPORTS, clientErrorReportSchema } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { browserFamily, releaseOf, reportOf, reportUncaughtErrors, scriptSource, scrubMessage, stackOrigin } from "./error-reports.ts";

const SITE = "https://twend.example";
const page = {
  path: "/campaign/abc123",
  origin: SITE,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  moduleUrl: `${SITE}/assets/index-CuAwlfun.js`,
};

describe("a report of an error", () => {
  it("names the browser's family only", () => {
    expect(browserFamily(page.userAgent)).toBe("chrome");
    expect(browserFamily("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("edge");
    expect(browserFamily("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("firefox");
    expect(browserFamily("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1")).toBe(
      "safari",
    );
    expect(browserFamily("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36")).toBe(
      "samsung",
    );
    expect(browserFamily("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0")).toBe("opera");
    expect(browserFamily("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36")).toBe("chrome");
    expect(browserFamily("curl/8.5.0")).toBe("other");
  });

  it("keeps no query string, no e-mail address and no more than its length of the message", () => {
    expect(scrubMessage("  Failed to fetch https://twend.example/reset-password?token=s3cret#x for ann.lee+1@example.co.uk\n now ")).toBe(
      "Failed to fetch https://twend.example/reset-password for [email] now",
    );
    expect(scrubMessage("x".repeat(2000))).toHaveLength(CLIENT_ERROR_REPORTS.maxMessageChars);
  });

  it("gives a script on this site by its path, another by its address, neither with a query string", () => {
    expect(scriptSource(`${SITE}/assets/index-CuAwlfun.js?v=2`, SITE)).toBe("/assets/index-CuAwlfun.js");
    expect(scriptSource("chrome-extension://abcdef/content.js#x", SITE)).toBe("chrome-extension://abcdef/content.js");
    expect(scriptSource("", SITE)).toBeUndefined();
  });

  it("finds where a rejection was thrown from its stack, and the build from the entry script's name", () => {
    const stack = `TypeError: x is undefined\n    at load (${SITE}/assets/BrowsePage-Ab12.js?x=1:3:1450)\n    at async run (${SITE}/assets/index-CuAwlfun.js:1:99)`;
    expect(stackOrigin(stack)).toEqual({ source: `${SITE}/assets/BrowsePage-Ab12.js`, line: 3, column: 1450 });
    expect(stackOrigin("Error: no frames")).toEqual({});
    expect(releaseOf(page.moduleUrl)).toBe("CuAwlfun");
    expect(releaseOf(`${SITE}/src/lib/error-reports.ts?t=123`)).toBeUndefined();
  });

  it("is a report the API's schema accepts, or none for a foreign script's opaque error", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'name')");
    error.stack = `TypeError: Cannot read properties of undefined (reading 'name')\n    at f (${SITE}/assets/CampaignPage-Dk3x.js:1:2048)`;
    const report = reportOf("rejection", error, {}, page);
    expect(report).toEqual({
      kind: "rejection",
      message: "TypeError: Cannot read properties of undefined (reading 'name')",
      path: "/campaign/abc123",
      source: "/assets/CampaignPage-Dk3x.js",
      line: 1,
      column: 2048,
      release: "CuAwlfun",
      browser: "chrome",
    });
    expect(clientErrorReportSchema.parse(report)).toEqual(report);
    expect(reportOf("error", "Script error.", { source: undefined, line: 0, column: 0 }, page)).toBeNull();
    expect(clientErrorReportSchema.parse(reportOf("rejection", { code: 42 }, {}, { ...page, path: "/" }))).toMatchObject({ message: '{"code":42}', path: "/" });
  });
});

/** A window's part the reporter uses: its events, its address, its user agent and a fetch that records. */
function fakeWindow() {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const target = Object.assign(new EventTarget(), {
    location: { pathname: page.path, origin: SITE },
    navigator: { userAgent: page.userAgent },
    fetch: async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(null, { status: 204 });
    },
  });
  return { target: target as unknown as Window, sent };
}

const errorEvent = (message: string, line = 1) =>
  Object.assign(new Event("error"), { error: new Error(message), message, filename: `${SITE}/assets/index-CuAwlfun.js`, lineno: line, colno: 10 });

describe("reportUncaughtErrors", () => {
  it("sends each different error once, a few per page load, without cookies and surviving the page's end", () => {
    const { target, sent } = fakeWindow();
    reportUncaughtErrors(target);
    target.dispatchEvent(errorEvent("same"));
    target.dispatchEvent(errorEvent("same"));
    target.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: new Error("rejected") }));
    for (let i = 0; i < 10; i += 1) target.dispatchEvent(errorEvent(`error ${i}`, i + 2));
    expect(sent).toHaveLength(CLIENT_ERROR_REPORTS.perPageLoad);
    expect(sent[0]?.url).toBe(CLIENT_ERROR_REPORTS.path);
    expect(sent[0]?.init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit", headers: { "content-type": "application/json" } });
    const bodies = sent.map(({ init }) => JSON.parse(String(init.body)) as { kind: string; message: string });
    expect(bodies.map((b) => [b.kind, b.message])).toEqual([
      ["error", "Error: same"],
      ["rejection", "Error: rejected"],
      ["error", "Error: error 0"],
      ["error", "Error: error 1"],
      ["error", "Error: error 2"],
    ]);
    for (const { init } of sent) expect(String(init.body).length).toBeLessThan(CLIENT_ERROR_REPORTS.maxBodyBytes);
  });
});
