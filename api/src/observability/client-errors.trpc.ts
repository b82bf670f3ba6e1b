import { CLIENT_ERROR_REPORTS, clientErrorReportSchema } from "@twend/shared";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { reportBrowserError } from "./report-browser-error.ts";

export const clientErrorsRouter = router({
  /**
   * An error a visitor's page threw and did not catch (web/src/lib/error-reports.ts). The strict
   * schema refuses any field beyond the report's own, so no personal data comes through it.
   */
  report: publicProcedure
    .meta({
      rest: [{ method: "POST", path: CLIENT_ERROR_REPORTS.path, envelope: "none" }],
      bodyLimit: CLIENT_ERROR_REPORTS.maxBodyBytes,
      budget: "clientErrorReport",
    })
    .input(clientErrorReportSchema)
    .mutation(({ ctx, input }) => {
      reportBrowserError(ctx.app.metrics, ctx.req.log, input);
    }),
});
