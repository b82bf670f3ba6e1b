/**
 * Reads a Dockerfile into its build stages and instructions, for the checks in
 * container-config.test.ts (Docker itself cannot run on the project's machines).
 * Covers the syntax the repository's Dockerfile uses: line continuations, comments,
 * `FROM image AS name`, flags such as `--from=stage`, JSON (exec) arguments and `ENV k=v ...`.
 */

export interface Instruction {
  keyword: string;
  /** `--from=build` -> { from: "build" } */
  flags: Record<string, string>;
  /** The arguments after the flags, as written. */
  args: string;
}

export interface Stage {
  name: string;
  /** The image or earlier stage it starts from. */
  from: string;
  instructions: Instruction[];
}

const FLAG = /^--([a-z-]+)=(\S+)\s+/;

function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    // Comments (and the `# syntax=` directive) may sit even inside a continued instruction.
    if (line.startsWith("#") || (line === "" && pending === "")) continue;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push(`${pending}${line}`.trim());
    pending = "";
  }
  if (pending.trim() !== "") lines.push(pending.trim());
  return lines.filter((l) => l !== "");
}

function parseInstruction(line: string): Instruction {
  const space = line.search(/\s/);
  const keyword = (space === -1 ? line : line.slice(0, space)).toUpperCase();
  let rest = space === -1 ? "" : line.slice(space).trim();
  const flags: Record<string, string> = {};
  for (let m = FLAG.exec(rest); m; m = FLAG.exec(rest)) {
    flags[m[1] ?? ""] = m[2] ?? "";
    rest = rest.slice(m[0].length);
  }
  return { keyword, flags, args: rest };
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  // ARGs before the first FROM may name the images FROM lines use.
  const globalArgs: Record<string, string> = {};
  for (const line of logicalLines(text)) {
    const instruction = parseInstruction(line);
    if (instruction.keyword === "ARG" && stages.length === 0) {
      Object.assign(globalArgs, envPairs(instruction.args));
      continue;
    }
    if (instruction.keyword === "FROM") {
      const [image = "", as, name] = instruction.args.split(/\s+/);
      const from = image.replace(/\$\{?(\w+)\}?/g, (whole, arg: string) => globalArgs[arg] ?? whole);
      stages.push({ name: as?.toUpperCase() === "AS" && name ? name : String(stages.length), from, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile: ${instruction.keyword} before the first FROM`);
    stage.instructions.push(instruction);
  }
  return stages;
}

/** Exec-form arguments (`["node", "x.js"]`); shell form is refused, as signals would reach the shell, not node. */
export function execArgs(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === "string")) throw new Error(`not exec form: ${args}`);
  return parsed;
}

/** `ENV A=1 B=2` -> { A: "1", B: "2" } */
export function envPairs(args: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) {
    const value = m[2] ?? "";
    pairs[m[1] ?? ""] = value.startsWith('"') ? value.slice(1, -1) : value;
  }
  return pairs;
}

/** `COPY [--from=x] src... dest` -> sources and destination. */
export function copyPaths(instruction: Instruction): { sources: string[]; dest: string } {
  const parts = instruction.args.split(/\s+/);
  const dest = parts.pop();
  if (!dest || parts.length === 0) throw new Error(`COPY without source or destination: ${instruction.args}`);
  return { sources: parts, dest };
}

/** A stage's instructions with those of the stages it starts from, oldest first. */
export function lineage(stages: Stage[], stage: Stage): Stage[] {
  const parent = stages.find((s) => s.name === stage.from);
  return parent ? [...lineage(stages, parent), stage] : [stage];
}
