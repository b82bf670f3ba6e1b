import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The repository's tracked text files (binary ones hold a NUL byte); `text` is undefined when not UTF-8. */
function trackedTextFiles(): Array<{ file: string; text: string | undefined }> {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
  const texts: Array<{ file: string; text: string | undefined }> = [];
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(ROOT, file));
    } catch {
      continue; // Deleted in the working tree, not yet committed.
    }
    if (bytes.includes(0)) continue;
    texts.push({ file, text: decodeUtf8(bytes) });
  }
  return texts;
}

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

describe(".editorconfig", () => {
  it("describes the tracked files: UTF-8, LF line ends, a final newline, space indents, no trailing spaces", () => {
    const problems: string[] = [];
    for (const { file, text } of trackedTextFiles()) {
      if (text === undefined) {
        problems.push(`${file}: not UTF-8`);
        continue;
      }
      if (text.includes("\r")) problems.push(`${file}: CR line ends`);
      if (text.length > 0 && !text.endsWith("\n")) problems.push(`${file}: no final newline`);
      const lines = text.split("\n");
      const tabbed = lines.findIndex((line) => /^ *\t/.test(line));
      if (tabbed >= 0) problems.push(`${file}:${tabbed + 1}: tab indent`);
      const trailing = lines.findIndex((line) => /[ \t]$/.test(line));
      if (trailing >= 0) problems.push(`${file}:${trailing + 1}: trailing whitespace`);
    }
    expect(problems).toEqual([]);
  });
});
