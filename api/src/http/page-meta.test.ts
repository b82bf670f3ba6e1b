import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withPageMeta } from "./page-meta.ts";

const INDEX_HTML = path.resolve(import.meta.dirname, "../../../web/index.html");

describe("withPageMeta on the SPA's own index.html", () => {
  it("replaces its generic title and description, however the template wraps their tags", async () => {
    const page = withPageMeta(await readFile(INDEX_HTML, "utf8"), {
      title: "A Twend",
      description: "Its own words",
      url: "https://twend.example/campaign/a",
      image: null,
    });
    expect(page.match(/<title>/g)).toEqual(["<title>"]);
    expect(page.match(/<meta\s+name="description"[^>]*>/g)).toEqual([`<meta name="description" content="Its own words" />`]);
  });
});
