/**
 * Authors a migration: the SQL diff between the schema as last committed and
 * the working copy, written to prisma/migrations/<timestamp>_<name>/.
 * `prisma migrate dev` cannot run with the js engine, hence this script.
 * Usage: DATABASE_URL=postgresql://... npm run db:migration -- add_widgets
 * (the CLI's js engine needs a reachable PostgreSQL even to diff two files).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration -- <name in snake_case>");
  process.exit(1);
}

const prismaDir = path.resolve(import.meta.dirname, "..");
const schema = path.join(prismaDir, "schema.prisma");
const oldSchema = path.join(mkdtempSync(path.join(tmpdir(), "twend-schema-")), "schema.prisma");

let from: string[];
try {
  writeFileSync(oldSchema, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: prismaDir }));
  from = ["--from-schema-datamodel", oldSchema];
} catch {
  from = ["--from-empty"];
}

const sql = execFileSync("npx", ["prisma", "migrate", "diff", "--config", "prisma.config.ts", ...from, "--to-schema-datamodel", schema, "--script"], {
  cwd: prismaDir,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (sql.includes("This is an empty migration")) {
  console.log("The schema has not changed since the last commit; no migration written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(prismaDir, "migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql; the app applies it at next start.`);
