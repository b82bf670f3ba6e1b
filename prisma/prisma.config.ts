import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg-cli";

// Prisma 6.19 falls back to downloading a native engine when the schema's
// `env("DATABASE_URL")` is unset, even for `generate`, which never connects.
process.env.DATABASE_URL ??= "postgresql://localhost/twend_cli_placeholder";

// The js engine keeps the CLI offline (no Rust engine download). Only
// `generate` and `migrate diff` are used; the app applies migrations itself.
export default defineConfig({
  engine: "js",
  experimental: { adapter: true },
  schema: path.join(import.meta.dirname, "schema.prisma"),
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL });
  },
});
