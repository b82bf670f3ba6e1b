/**
 * Whether a build-context path is left out by a .dockerignore file: patterns are matched against
 * the path relative to the context (`*` within one segment, `**` across any number, `?` one
 * character), a match on a folder leaves out everything in it, and a later `!pattern` brings a
 * path back, as Docker does.
 */

interface Rule {
  include: boolean;
  pattern: RegExp;
}

function toRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i] ?? "";
    if (c === "*" && glob[i + 1] === "*") {
      // `**/` also matches no folder at all.
      source += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

export function parseDockerignore(text: string): Rule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const include = line.startsWith("!");
      const glob = (include ? line.slice(1) : line).replace(/^\/+|\/+$/g, "");
      return { include, pattern: toRegExp(glob) };
    });
}

export function isIgnored(rules: Rule[], contextPath: string): boolean {
  const segments = contextPath.replace(/^\.\/+|\/+$/g, "").split("/");
  // The path and each folder above it: leaving out a folder leaves out its contents.
  const candidates = segments.map((_, i) => segments.slice(0, i + 1).join("/"));
  let ignored = false;
  for (const rule of rules) {
    if (candidates.some((c) => rule.pattern.test(c))) ignored = !rule.include;
  }
  return ignored;
}
