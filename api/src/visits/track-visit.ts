import type { TrackVisitInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";

export async function trackVisit(ctx: AppContext, input: TrackVisitInput): Promise<void> {
  await ctx.db.prisma.visit.create({ data: { sessionId: input.session_id, pagePath: input.page_path } });
}
