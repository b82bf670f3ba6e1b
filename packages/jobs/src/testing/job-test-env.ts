import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase, type Database } from "@twend/db";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { createLocalMediaStore, type MediaStore } from "@twend/media";
import { migrationsDir } from "@twend/prisma";
import { afterAll, beforeAll } from "vitest";
import { createJobHandlers } from "../create-job-handlers.ts";
import type { JobHandlers } from "../definitions.ts";
import { createRenderPool } from "../render/render-pool.ts";

export interface JobTestEnv {
  readonly db: Database;
  readonly media: MediaStore;
  /** The real handler table on this database; follow-up jobs are not part of these tests. */
  handlers(store?: MediaStore): JobHandlers;
}

/** A migrated database of the file's own and a media store in a temporary folder, for every test of the calling file. */
export function useJobTestEnv(): JobTestEnv {
  let testDb: TestDatabase | undefined;
  let db: Database | undefined;
  let root: string | undefined;
  let media: MediaStore | undefined;
  // Processes start on the first render only, so files that draw nothing pay nothing.
  const renderPool = createRenderPool({ size: 1 });
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await createDatabase({ databaseUrl: testDb.url });
    await db.migrate(migrationsDir);
    root = await mkdtemp(path.join(tmpdir(), "twend-jobs-"));
    media = createLocalMediaStore(root);
  });
  afterAll(async () => {
    await renderPool.close();
    await db?.close();
    await testDb?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });
  const env: JobTestEnv = {
    get db() {
      if (!db) throw new Error("the database is created in beforeAll");
      return db;
    },
    get media() {
      if (!media) throw new Error("the media store is created in beforeAll");
      return media;
    },
    handlers(store = env.media) {
      return createJobHandlers({
        prisma: env.db.prisma,
        media: store,
        host: "twend.test",
        renderPool,
        queue: () => {
          throw new Error("no follow-up jobs expected");
        },
      });
    },
  };
  return env;
}
