import { readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_MESSAGES, BLOG_MESSAGES, BROWSE_MESSAGES, FIRST_LOAD_MESSAGES, HOME_MESSAGES, MESSAGES, SCHEMA_FIELDS, SCHEMA_MESSAGES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { textsIn, textTableExtractor } from "./text-table-extractor.ts";

const shared = (file: string) => readFileSync(path.join(import.meta.dirname, "../../shared/src", file), "utf8");

describe("the text-table extractor", () => {
  it("finds every text of the spec's tables, as the modules define them", () => {
    const tables = { ...MESSAGES, ...BROWSE_MESSAGES, ...ADMIN_MESSAGES, ...BLOG_MESSAGES };
    const expected = new Set(Object.values(tables));
    for (const text of [...Object.values(FIRST_LOAD_MESSAGES), ...Object.values(HOME_MESSAGES)]) expected.delete(text);
    expect(new Set(textsIn(shared("messages.ts")))).toEqual(expected);
    expect(textsIn(shared("first-load-messages.ts")).sort()).toEqual(Object.values(FIRST_LOAD_MESSAGES).sort());
    expect(textsIn(shared("home-messages.ts")).sort()).toEqual(Object.values(HOME_MESSAGES).sort());
  });

  it("finds the shared schemas' refusal templates and field names, and reads no other shared module", () => {
    expect(textsIn(shared("schema-messages.ts")).sort()).toEqual([...Object.values(SCHEMA_MESSAGES), ...Object.values(SCHEMA_FIELDS)].sort());
    expect(textTableExtractor.match("/repo/packages/shared/src/schema-messages.ts")).toBe(true);
    expect(textTableExtractor.match("/repo/packages/shared/src/schema-checks.ts")).toBe(false);
  });

  it("reads single-quoted texts and texts on the line after their key", () => {
    const code = `export const T = {\n  a: 'Say "hi" to {name}',\n  b:\n    "A long text",\n  c: \`not a table text\`,\n  nested: { d: "inline" },\n};`;
    expect(textsIn(code)).toEqual(['Say "hi" to {name}', "A long text"]);
  });
});
