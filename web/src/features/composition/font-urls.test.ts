import { BUNDLED_FONT_FILES } from "@twend/composition";
import { describe, expect, it } from "vitest";
import { FONT_URLS } from "./font-urls.ts";

describe("bundled font URLs", () => {
  it("has a URL for every file the composition manifest names, and no others", () => {
    expect(Object.keys(FONT_URLS).sort()).toEqual(BUNDLED_FONT_FILES.map((font) => font.file).sort());
    for (const url of Object.values(FONT_URLS)) expect(url).toMatch(/\.woff2(\?|$)/);
  });
});
