import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFERRED_ENTRY_SCRIPT_SOURCE, deferEntryScript } from "./deferred-entry.ts";

const VITE_HEAD = '<head><title>Twend</title><script type="module" crossorigin src="/assets/index-Ab_1.js"></script></head>';

describe("deferEntryScript", () => {
  it("names the entry for an inline script to fetch and run", () => {
    const html = deferEntryScript(VITE_HEAD);
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toContain('<meta name="app-entry" content="/assets/index-Ab_1.js">');
    expect(html).toMatch(/<script type="module" blocking="render">[^<]*import\(entry\)[^<]*<\/script><\/head>$/);
  });

  it("names the inline script by the hash the Content-Security-Policy allows", () => {
    const inline = /<script type="module" blocking="render">([^<]*)<\/script>/.exec(deferEntryScript(VITE_HEAD))?.[1] ?? "";
    expect(`'sha256-${createHash("sha256").update(inline).digest("base64")}'`).toBe(DEFERRED_ENTRY_SCRIPT_SOURCE);
  });

  it("leaves a page without the app's entry as it is", () => {
    const other = '<head><script type="module" src="/elsewhere.js"></script></head>';
    expect(deferEntryScript(other)).toBe(other);
  });
});
