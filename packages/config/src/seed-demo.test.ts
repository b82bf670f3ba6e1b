import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env.ts";

const SECRET = "s".repeat(40);
const seedDemo = (env: Record<string, string>) => parseConfig(env, "/srv/twend").seedDemo;

describe("SEED_DEMO", () => {
  it("seeds by default in development (the embedded default included) and in tests, never by default in production", () => {
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ NODE_ENV: "development", DATABASE_URL: "postgresql://twend@db:5432/twend" })).toBe(true);
    expect(seedDemo({ NODE_ENV: "test" })).toBe(true);
    expect(seedDemo({ NODE_ENV: "production", SESSION_SECRET: SECRET })).toBe(false);
    expect(seedDemo({ NODE_ENV: "production", SESSION_SECRET: SECRET, DATABASE_URL: "postgresql://twend@db:5432/twend" })).toBe(false);
  });

  it("overrides the default either way", () => {
    expect(seedDemo({ NODE_ENV: "production", SESSION_SECRET: SECRET, SEED_DEMO: "1" })).toBe(true);
    expect(seedDemo({ NODE_ENV: "production", SESSION_SECRET: SECRET, SEED_DEMO: "true" })).toBe(true);
    expect(seedDemo({ SEED_DEMO: "0" })).toBe(false);
    expect(seedDemo({ SEED_DEMO: "no" })).toBe(false);
    expect(seedDemo({ SEED_DEMO: "" })).toBe(true);
  });

  it("refuses a value that is neither true nor false, naming the variable", () => {
    expect(() => parseConfig({ SEED_DEMO: "maybe" })).toThrow(ConfigError);
    expect(() => parseConfig({ SEED_DEMO: "maybe" })).toThrow("SEED_DEMO: must be true or false");
  });
});
