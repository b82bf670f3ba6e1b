import path from "node:path";
import type { Config } from "./env.ts";

/** Where the embedded mode keeps each kind of data under DATA_DIR. */
export function dataPaths(config: Pick<Config, "dataDir">) {
  return {
    pglite: path.join(config.dataDir, "pglite"),
    media: path.join(config.dataDir, "media"),
    outbox: path.join(config.dataDir, "outbox"),
    sessionSecret: path.join(config.dataDir, "session-secret"),
    /** Uploads sent as bytes, each kept on disk only while the call that carries it runs. */
    stagedUploads: path.join(config.dataDir, "staged-uploads"),
  };
}
