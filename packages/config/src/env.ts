import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const urlWithProtocols = (name: string, protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")} (${name})` },
  );

const httpUrl = urlWithProtocols("http", ["http:", "https:"]);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./.data"),
    DATABASE_URL: urlWithProtocols("PostgreSQL", ["postgres:", "postgresql:"]),
    REDIS_URL: urlWithProtocols("Redis", ["redis:", "rediss:"]),
    SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: "must be at least 32 characters",
    }),
    APP_ORIGIN: httpUrl,
    ADMIN_EMAILS: optionalString.refine(
      (v) => v === undefined || v.split(",").every((e) => z.email().safeParse(e.trim()).success || e.trim() === ""),
      { message: "must be a comma-separated list of e-mail addresses" },
    ),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTH_URL: httpUrl,
    GOOGLE_TOKEN_URL: httpUrl,
    GOOGLE_USERINFO_URL: httpUrl,
    SMTP_URL: urlWithProtocols("SMTP", ["smtp:", "smtps:"]),
    MAIL_FROM: optionalString,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.SESSION_SECRET === undefined) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID === undefined ? "GOOGLE_CLIENT_ID" : "GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
  });

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Absent outside production: a generated secret is kept in DATA_DIR. */
  sessionSecret: string | undefined;
  appOrigin: string;
  adminEmails: string[];
  google:
    | { clientId: string; clientSecret: string; authUrl: string | undefined; tokenUrl: string | undefined; userinfoUrl: string | undefined }
    | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment once; every problem names its variable. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`));
  }
  const e = parsed.data;
  const origin = (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    appOrigin: origin,
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userinfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Twend <no-reply@${new URL(origin).hostname}>`,
    logLevel: e.LOG_LEVEL,
  };
}
