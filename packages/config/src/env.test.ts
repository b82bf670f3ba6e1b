import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env.ts";

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env, "/srv/twend");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const config = parseConfig({}, "/srv/twend");
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      dataDir: path.resolve("/srv/twend", ".data"),
      databaseUrl: undefined,
      redisUrl: undefined,
      sessionSecret: undefined,
      appOrigin: "http://localhost:3000",
      adminEmails: [],
      google: undefined,
      smtpUrl: undefined,
      mailFrom: "Twend <no-reply@localhost>",
    });
  });

  it("reads every documented variable", () => {
    const config = parseConfig(
      {
        PORT: "8080",
        DATA_DIR: "/var/lib/twend",
        DATABASE_URL: "postgresql://twend@db:5432/twend",
        REDIS_URL: "redis://cache:6379",
        SESSION_SECRET: "x".repeat(40),
        APP_ORIGIN: "https://twend.example/",
        ADMIN_EMAILS: " Ada@Example.com, bob@example.com ,",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
        GOOGLE_TOKEN_URL: "http://127.0.0.1:9000/token",
        SMTP_URL: "smtp://mail:25",
        MAIL_FROM: "Twend <hello@twend.example>",
      },
      "/srv/twend",
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/twend",
      databaseUrl: "postgresql://twend@db:5432/twend",
      redisUrl: "redis://cache:6379",
      appOrigin: "https://twend.example",
      adminEmails: ["ada@example.com", "bob@example.com"],
      google: { clientId: "id", clientSecret: "secret", tokenUrl: "http://127.0.0.1:9000/token", authUrl: undefined },
      smtpUrl: "smtp://mail:25",
      mailFrom: "Twend <hello@twend.example>",
    });
  });

  it("names the variable of every bad value", () => {
    const found = problems({ PORT: "eighty", DATABASE_URL: "mysql://db/twend", ADMIN_EMAILS: "not-an-email" });
    expect(found).toHaveLength(3);
    expect(found.some((p) => p.startsWith("PORT:"))).toBe(true);
    expect(found.some((p) => p.startsWith("DATABASE_URL:"))).toBe(true);
    expect(found.some((p) => p.startsWith("ADMIN_EMAILS:"))).toBe(true);
  });

  it("requires SESSION_SECRET in production, and Google's id and secret together", () => {
    expect(problems({ NODE_ENV: "production" })).toEqual(["SESSION_SECRET: is required when NODE_ENV=production"]);
    expect(problems({ GOOGLE_CLIENT_ID: "id" })[0]).toMatch(/^GOOGLE_CLIENT_SECRET:/);
    expect(problems({ SESSION_SECRET: "short" })[0]).toMatch(/^SESSION_SECRET: must be at least 32/);
  });
});
