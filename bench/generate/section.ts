import type { PrismaClient } from "@twend/db";
import type { RunningApp } from "./app-server.ts";
import type { GeneratorCampaign } from "./seed.ts";

/** What every section gets: the running app, a client on its database and the Twend the page benches drive. */
export interface BenchContext {
  app: RunningApp;
  prisma: PrismaClient;
  campaign: GeneratorCampaign;
}

/** One figure group of the bench; run.ts runs them in order, so another can be appended. */
export interface BenchSection {
  /** What `npm run bench:generate -- <name>` runs alone. */
  name: string;
  title: string;
  /** Prints its own figures; throws only when it could not measure at all. */
  run(ctx: BenchContext): Promise<void>;
}

export const goal = (met: boolean) => (met ? "met" : "NOT met");
