import { accountRouter } from "../auth/account.router.ts";
import { adminRouter } from "../admin/admin.router.ts";
import { batchesRouter } from "../batches/batches.router.ts";
import { blogRouter } from "../blog/blog.router.ts";
import { campaignsRouter } from "../campaigns/campaigns.router.ts";
import { studioRouter } from "../campaigns/studio/studio.router.ts";
import { contactRouter } from "../contact/contact.router.ts";
import { generatorRouter } from "../generator/generator.router.ts";
import { newsletterRouter } from "../newsletter/newsletter.router.ts";
import { sharedDpsRouter } from "../shared-dps/shared-dps.router.ts";
import { visitsRouter } from "../visits/visits.router.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  campaigns: campaignsRouter,
  studio: studioRouter,
  batches: batchesRouter,
  generator: generatorRouter,
  sharedDps: sharedDpsRouter,
  visits: visitsRouter,
  blog: blogRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
});

export type AppRouter = typeof appRouter;
