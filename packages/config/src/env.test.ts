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
      contactEmail: "support@localhost",
      s3: undefined,
      renderProcesses: undefined,
      renderMemoryMb: 1024,
      shutdownTimeoutMs: 25_000,
      workerHealthPort: 3001,
      workerHealthPortFixed: false,
      jobLockMs: 30_000,
      reportHideThreshold: 5,
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
        RENDER_PROCESSES: "3",
        JOB_LOCK_SECONDS: "5",
        RENDER_MEMORY_MB: "768",
        SHUTDOWN_TIMEOUT_SECONDS: "40",
        WORKER_HEALTH_PORT: "9100",
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
      contactEmail: "ada@example.com",
      renderProcesses: 3,
      renderMemoryMb: 768,
      shutdownTimeoutMs: 40_000,
      workerHealthPort: 9100,
      workerHealthPortFixed: true,
      jobLockMs: 5000,
    });
  });

  it("names the variable of every bad value", () => {
    const found = problems({ PORT: "eighty", DATABASE_URL: "mysql://db/twend", ADMIN_EMAILS: "not-an-email", RENDER_TTL_HOURS: "0", RENDER_PROCESSES: "0" });
    expect(found).toHaveLength(5);
    expect(found).toContain("RENDER_PROCESSES: must be between 1 and 64");
    expect(found).toContain("RENDER_TTL_HOURS: must be between 1 and 720");
    expect(found.some((p) => p.startsWith("PORT:"))).toBe(true);
    expect(found.some((p) => p.startsWith("DATABASE_URL:"))).toBe(true);
    expect(found.some((p) => p.startsWith("ADMIN_EMAILS:"))).toBe(true);
  });

  it("names the variable of a bad render memory bound, shutdown limit or worker health port", () => {
    expect(problems({ RENDER_MEMORY_MB: "128" })).toEqual(["RENDER_MEMORY_MB: must be between 256 and 65536"]);
    expect(problems({ RENDER_MEMORY_MB: "1.5" })).toEqual(["RENDER_MEMORY_MB: must be a whole number of megabytes"]);
    expect(problems({ SHUTDOWN_TIMEOUT_SECONDS: "0" })).toEqual(["SHUTDOWN_TIMEOUT_SECONDS: must be between 1 and 600"]);
    expect(problems({ SHUTDOWN_TIMEOUT_SECONDS: "soon" })[0]).toMatch(/^SHUTDOWN_TIMEOUT_SECONDS: /);
    expect(problems({ WORKER_HEALTH_PORT: "70000" })).toEqual(["WORKER_HEALTH_PORT: must be between 0 and 65535"]);
    expect(parseConfig({ WORKER_HEALTH_PORT: "0" }, "/srv/twend").workerHealthPort).toBe(0);
  });

  it("refuses a report threshold one network could reach alone", () => {
    expect(problems({ REPORT_HIDE_THRESHOLD: "1" })).toEqual(["REPORT_HIDE_THRESHOLD: must be between 2 and 1000"]);
    expect(parseConfig({ REPORT_HIDE_THRESHOLD: "2" }, "/srv/twend").reportHideThreshold).toBe(2);
  });

  it("requires SESSION_SECRET in production, and Google's id and secret together", () => {
    expect(problems({ NODE_ENV: "production" })).toEqual(["SESSION_SECRET: is required when NODE_ENV=production"]);
    expect(problems({ GOOGLE_CLIENT_ID: "id" })[0]).toMatch(/^GOOGLE_CLIENT_SECRET:/);
    expect(problems({ SESSION_SECRET: "short" })[0]).toMatch(/^SESSION_SECRET: must be at least 32/);
  });

  describe("media in S3", () => {
    it("reads an S3-compatible service's settings, with path-style addressing by default", () => {
      const config = parseConfig(
        {
          S3_ENDPOINT: "http://minio:9000",
          S3_BUCKET: "twend-media",
          S3_ACCESS_KEY_ID: "key",
          S3_SECRET_ACCESS_KEY: "secret",
        },
        "/srv/twend",
      );
      expect(config.s3).toEqual({
        endpoint: "http://minio:9000",
        bucket: "twend-media",
        region: "us-east-1",
        credentials: { accessKeyId: "key", secretAccessKey: "secret" },
        forcePathStyle: true,
      });
    });

    it("on AWS itself: no endpoint, virtual-hosted addressing, the SDK's own credential chain", () => {
      expect(parseConfig({ S3_BUCKET: "twend.media", S3_REGION: "eu-west-3" }, "/srv/twend").s3).toEqual({
        endpoint: undefined,
        bucket: "twend.media",
        region: "eu-west-3",
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it.each([
      ["true", true],
      ["1", true],
      ["FALSE", false],
      ["no", false],
    ])("reads S3_FORCE_PATH_STYLE=%s", (value, expected) => {
      const env = { S3_BUCKET: "twend-media", S3_ENDPOINT: "https://r2.example", S3_FORCE_PATH_STYLE: value };
      expect(parseConfig(env, "/srv/twend").s3?.forcePathStyle).toBe(expected);
    });

    it("names the variable of every bad S3 value", () => {
      const found = problems({ S3_BUCKET: "Twend_Media", S3_ENDPOINT: "ftp://files", S3_REGION: "Europe West", S3_FORCE_PATH_STYLE: "sometimes" });
      expect(found).toHaveLength(4);
      expect(found.find((p) => p.startsWith("S3_BUCKET:"))).toMatch(/bucket name/);
      expect(found.find((p) => p.startsWith("S3_ENDPOINT:"))).toMatch(/URL/);
      expect(found.find((p) => p.startsWith("S3_REGION:"))).toMatch(/region/);
      expect(found.find((p) => p.startsWith("S3_FORCE_PATH_STYLE:"))).toMatch(/true or false/);
    });

    it("refuses S3 settings without a bucket, and a key id without its secret", () => {
      expect(problems({ S3_ENDPOINT: "http://minio:9000" })).toEqual(["S3_BUCKET: is required when S3_ENDPOINT is set"]);
      expect(problems({ S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" })).toEqual(["S3_BUCKET: is required when S3_ACCESS_KEY_ID is set"]);
      expect(problems({ S3_BUCKET: "twend-media", S3_ACCESS_KEY_ID: "key" })).toEqual([
        "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      ]);
      expect(problems({ S3_BUCKET: "twend-media", S3_SECRET_ACCESS_KEY: "secret" })[0]).toMatch(/^S3_ACCESS_KEY_ID:/);
    });

    it("treats empty S3 variables as unset: media stay on disk", () => {
      expect(parseConfig({ S3_BUCKET: "", S3_ENDPOINT: " " }, "/srv/twend").s3).toBeUndefined();
    });
  });
});
