import { readFileSync } from "node:fs";
import path from "node:path";
import { ENV_VARIABLE_NAMES, parseConfig } from "@twend/config";
import { DEV_SERVER_VARIABLE_NAMES, parseDevServerConfig } from "@twend/config/dev-server";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const lines = readFileSync(path.join(ROOT, ".env.example"), "utf8").split("\n");

interface Entry {
  name: string;
  value: string;
  /** Uncommented: the line sets the variable (to its default); commented: unset by default, the value an example. */
  active: boolean;
  /** The comment line just above it. */
  note: string | undefined;
}

const ENTRY = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/;

const entries: Entry[] = lines.flatMap((line, index) => {
  const match = ENTRY.exec(line);
  if (!match) return [];
  const above = lines[index - 1];
  const note = above !== undefined && above.startsWith("# ") && !ENTRY.test(above) ? above : undefined;
  return [{ name: match[2] ?? "", value: (match[3] ?? "").replace(/^"(.*)"$/, "$1"), active: match[1] === undefined, note }];
});

const environment = (list: Entry[]) => Object.fromEntries(list.map((e) => [e.name, e.value]));

describe(".env.example", () => {
  it("names every variable packages/config reads, once, and no other", () => {
    const names = entries.map((e) => e.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect([...names].sort()).toEqual([...ENV_VARIABLE_NAMES, ...DEV_SERVER_VARIABLE_NAMES].sort());
  });

  it("says in a comment line above each variable what it is", () => {
    expect(entries.filter((e) => e.note === undefined).map((e) => e.name)).toEqual([]);
  });

  it("sets only defaults: its uncommented lines configure the app and the dev server exactly as an empty environment does", () => {
    const active = environment(entries.filter((e) => e.active));
    expect(parseConfig(active, ROOT)).toEqual(parseConfig({}, ROOT));
    expect(parseDevServerConfig(active)).toEqual(parseDevServerConfig({}));
  });

  it("gives examples that are valid values: every line uncommented is a configuration both accept", () => {
    const all = environment(entries);
    expect(() => parseConfig(all, ROOT)).not.toThrow();
    expect(() => parseDevServerConfig(all)).not.toThrow();
  });
});

describe("README's configuration table", () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("\n## Configuration\n"), readme.indexOf("\n## ", readme.indexOf("\n## Configuration\n") + 1));
  // A row's first cell names one variable or several, each in backticks: `A`, `B`.
  const documented = [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap(([, cell = ""]) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name = ""]) => name));

  it("documents every variable packages/config reads, once, and no other", () => {
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
    expect([...documented].sort()).toEqual([...ENV_VARIABLE_NAMES, ...DEV_SERVER_VARIABLE_NAMES].sort());
  });
});
