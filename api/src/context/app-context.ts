import type { Config } from "@twend/config";
import type { Database } from "@twend/db";
import type { MediaStore } from "@twend/media";
import type { JobQueue } from "@twend/worker";
import type { FastifyBaseLogger } from "fastify";

/** Everything a service needs, built once per process and passed down. */
export interface AppContext {
  config: Config;
  db: Database;
  media: MediaStore;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Keys the session cookie; generated into DATA_DIR when not configured. */
  sessionSecret: string;
}
