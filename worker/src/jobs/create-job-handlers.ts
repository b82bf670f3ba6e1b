import type { PrismaClient } from "@twend/db";
import type { MediaStore } from "@twend/media";
import { assertEveryJobHandled, type JobHandlers } from "./definitions.ts";
import { collectMediaJob } from "./collect-media.ts";
import { makeThumbnailJob } from "./make-thumbnail.ts";

export interface JobDeps {
  prisma: PrismaClient;
  media: MediaStore;
}

/** The one table of handlers, used by the in-process queue and by worker processes alike. */
export function createJobHandlers(deps: JobDeps): JobHandlers {
  const handlers: JobHandlers = {
    "media.thumbnail": (payload) => makeThumbnailJob(deps, payload),
    "media.collect": (payload) => collectMediaJob(deps, payload),
  };
  assertEveryJobHandled(handlers);
  return handlers;
}
