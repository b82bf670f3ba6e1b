import { accountRouter } from "../auth/account.trpc.ts";
import { adminRouter } from "../admin/admin.trpc.ts";
import { batchesRouter } from "../batches/batches.trpc.ts";
import { blogRouter } from "../blog/blog.trpc.ts";
import { campaignsRouter } from "../campaigns/campaigns.trpc.ts";
import { studioRouter } from "../campaigns/studio/studio.trpc.ts";
import { contactRouter } from "../contact/contact.trpc.ts";
import { generatorRouter } from "../generator/generator.trpc.ts";
import { newsletterRouter } from "../newsletter/newsletter.trpc.ts";
import { clientErrorsRouter } from "../observability/client-errors.trpc.ts";
import { sharedDpsRouter } from "../shared-dps/shared-dps.trpc.ts";
import { visitsRouter } from "../visits/visits.trpc.ts";
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
  clientErrors: clientErrorsRouter,
});

export type AppRouter = typeof appRouter;
