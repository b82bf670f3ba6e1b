import { accountRouter } from "../auth/account.router.ts";
import { campaignsRouter } from "../campaigns/campaigns.router.ts";
import { visitsRouter } from "../visits/visits.router.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  account: accountRouter,
  campaigns: campaignsRouter,
  visits: visitsRouter,
});

export type AppRouter = typeof appRouter;
