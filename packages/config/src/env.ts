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

const TRUE_WORDS = ["true", "1", "yes"];
const FALSE_WORDS = ["false", "0", "no"];
const booleanFlag = optionalString
  .refine((v) => v === undefined || [...TRUE_WORDS, ...FALSE_WORDS].includes(v.toLowerCase()), {
    message: "must be true or false",
  })
  .transform((v) => (v === undefined ? undefined : TRUE_WORDS.includes(v.toLowerCase())));

/** RENDER_MEMORY_MB when unset: a render process's bound, also where a render pool is made without configuration (tests). */
export const DEFAULT_RENDER_MEMORY_MB = 1024;
/** A worker's health port when WORKER_HEALTH_PORT is not set (the compose file's health check assumes it too). */
export const DEFAULT_WORKER_HEALTH_PORT = 3001;

// S3's bucket naming rule, which MinIO and R2 share.
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Variables that mean nothing without S3_BUCKET; setting one alone is a mistake worth stopping for. */
const S3_DEPENDENT = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    SEED_DEMO: booleanFlag,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./.data"),
    DATABASE_URL: urlWithProtocols("PostgreSQL", ["postgres:", "postgresql:"]),
    REDIS_URL: urlWithProtocols("Redis", ["redis:", "rediss:"]),
    SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: "must be at least 32 characters",
    }),
    APP_ORIGIN: httpUrl,
    ADMIN_EMAILS: optionalString.refine((v) => v === undefined || v.split(",").every((e) => z.email().safeParse(e.trim()).success || e.trim() === ""), {
      message: "must be a comma-separated list of e-mail addresses",
    }),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTH_URL: httpUrl,
    GOOGLE_TOKEN_URL: httpUrl,
    GOOGLE_USERINFO_URL: httpUrl,
    SMTP_URL: urlWithProtocols("SMTP", ["smtp:", "smtps:"]),
    MAIL_FROM: optionalString,
    CONTACT_EMAIL: z.string().trim().pipe(z.email("must be an email address")).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RENDER_TTL_HOURS: z.coerce.number().int("must be a whole number of hours").min(1, "must be between 1 and 720").max(720, "must be between 1 and 720").default(24),
    // Below 2 a single network could hide a Twend on its own.
    REPORT_HIDE_THRESHOLD: z.coerce.number().int("must be a whole number").min(2, "must be between 2 and 1000").max(1000, "must be between 2 and 1000").default(5),
    RENDER_PROCESSES: z.coerce.number().int("must be a whole number").min(1, "must be between 1 and 64").max(64, "must be between 1 and 64").optional(),
    // A render process reaches about 250 MB with its first DP; a smaller bound would replace it after every render.
    RENDER_MEMORY_MB: z.coerce
      .number()
      .int("must be a whole number of megabytes")
      .min(256, "must be between 256 and 65536")
      .max(65536, "must be between 256 and 65536")
      .default(DEFAULT_RENDER_MEMORY_MB),
    JOB_LOCK_SECONDS: z.coerce.number().int("must be a whole number of seconds").min(2, "must be between 2 and 600").max(600, "must be between 2 and 600").default(30),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number()
      .int("must be a whole number of seconds")
      .min(1, "must be between 1 and 600")
      .max(600, "must be between 1 and 600")
      .default(25),
    WORKER_HEALTH_PORT: z.coerce.number().int("must be a whole number").min(0, "must be between 0 and 65535").max(65535, "must be between 0 and 65535").optional(),
    QUEUE_PREFIX: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{1,40}$/, "must be 1-40 characters of a-z, 0-9, '-' and '_'")
      .default("twend"),
    S3_ENDPOINT: httpUrl,
    S3_BUCKET: optionalString.refine((v) => v === undefined || S3_BUCKET_NAME.test(v), {
      message: "must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens",
    }),
    S3_REGION: optionalString.refine((v) => v === undefined || /^[a-z0-9-]{1,32}$/.test(v), {
      message: "must be a region name such as us-east-1",
    }),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    MEDIA_PUBLIC_URL: httpUrl,
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl,
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
    const s3Setting = S3_DEPENDENT.find((name) => env[name] !== undefined);
    if (env.S3_BUCKET === undefined && s3Setting) {
      // Without it media would silently go to local disk on each machine.
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${s3Setting} is set` });
    }
    if (env.MEDIA_PUBLIC_URL !== undefined && env.S3_BUCKET === undefined) {
      // Media on one machine's disk has no public base other than the API itself.
      ctx.addIssue({ code: "custom", path: ["MEDIA_PUBLIC_URL"], message: "needs S3_BUCKET: only media in a bucket can be served from another address" });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
  });

/** Every environment variable the app reads, so deployment files can be checked against it. */
export const ENV_VARIABLE_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface S3Settings {
  /** Absent for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Absent: the AWS SDK's default credential chain (AWS_* variables, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  /** Demo Twends and blog posts on a fresh database: SEED_DEMO, else everywhere but production. */
  seedDemo: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Absent outside production: a generated secret is kept in DATA_DIR. */
  sessionSecret: string | undefined;
  appOrigin: string;
  adminEmails: string[];
  google: { clientId: string; clientSecret: string; authUrl: string | undefined; tokenUrl: string | undefined; userinfoUrl: string | undefined } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages go: CONTACT_EMAIL, else the first of ADMIN_EMAILS, else support@ the app's host. */
  contactEmail: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** How long visitors' photos and server-rendered DPs are kept (personal data). */
  renderTtlMs: number;
  /** Redis key prefix of the job queue, so deployments and test runs can share one Redis. */
  queuePrefix: string;
  /** Distinct reporters (networks and accounts, never sessions) whose open reports take a Twend out of trending and browse until an admin reviews it. */
  reportHideThreshold: number;
  /** Child processes drawing DPs; unset: in a worker process as many as fit in its memory at `renderMemoryMb` each, at most one per core; one inside the API. */
  renderProcesses: number | undefined;
  /** Memory a render process may hold between renders before it is replaced; its JavaScript heap is capped below it. */
  renderMemoryMb: number;
  /** How long SIGTERM or SIGINT may take to finish in-flight work and close connections before the process exits with an error. */
  shutdownTimeoutMs: number;
  /** Port of a worker process's /healthz/live and /healthz/ready (on HOST); 0 picks a free one. */
  workerHealthPort: number;
  /**
   * Whether WORKER_HEALTH_PORT was set: only then must the worker have that port. Unset, a second
   * worker on the same machine takes the next free one after the default instead of failing.
   */
  workerHealthPortFixed: boolean;
  /** How long a worker holds a job before others take it for stalled (a crashed worker's jobs return after it). */
  jobLockMs: number;
  /** Media in an S3-compatible bucket when S3_BUCKET is set; else on disk in DATA_DIR. */
  s3: S3Settings | undefined;
  /** Base URL (public bucket or CDN, no trailing slash) that media URLs point at instead of the API's /media route; only with S3. */
  mediaPublicUrl: string | undefined;
  /** OTLP/HTTP endpoint traces are exported to; unset: no tracing at all. */
  otlpEndpoint: string | undefined;
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
  const adminEmails = (e.ADMIN_EMAILS ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const origin = (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    // A production install starts empty unless asked: invented Twends would sit beside real ones.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== "production",
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    appOrigin: origin,
    adminEmails,
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
    contactEmail: e.CONTACT_EMAIL ?? adminEmails[0] ?? `support@${new URL(origin).hostname}`,
    logLevel: e.LOG_LEVEL,
    queuePrefix: e.QUEUE_PREFIX,
    renderProcesses: e.RENDER_PROCESSES,
    renderMemoryMb: e.RENDER_MEMORY_MB,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    workerHealthPort: e.WORKER_HEALTH_PORT ?? DEFAULT_WORKER_HEALTH_PORT,
    workerHealthPortFixed: e.WORKER_HEALTH_PORT !== undefined,
    reportHideThreshold: e.REPORT_HIDE_THRESHOLD,
    jobLockMs: e.JOB_LOCK_SECONDS * 1000,
    renderTtlMs: e.RENDER_TTL_HOURS * 60 * 60 * 1000,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "us-east-1",
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
          // Self-hosted services (MinIO, s3rver) rarely have per-bucket host names; AWS prefers them.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : undefined,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ""),
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, ""),
  };
}
