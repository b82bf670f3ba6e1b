import { blogListQuerySchema, sessionIdSchema } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context/app-context.ts";
import { getPublicPost, listFeaturedPosts, listPublicPosts, listRelatedPosts, recordPostView } from "./public-blog.ts";

const slugParam = z.object({ slug: z.string().trim().min(1).max(120, "slug must be at most 120 characters") });
const viewQuery = z.object({ session_id: sessionIdSchema.optional() });

/** The public blog (spec section 7); `data` keeps the documented shapes, paging rides alongside. */
export async function blogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/blog/posts", async (req) => {
    const { posts, total, has_more } = await listPublicPosts(ctx, blogListQuerySchema.parse(req.query));
    return { success: true, data: posts, total, has_more };
  });
  app.get("/api/blog/featured", async () => ({ success: true, data: await listFeaturedPosts(ctx) }));
  app.get("/api/blog/posts/:slug", async (req) => ({ success: true, data: await getPublicPost(ctx, slugParam.parse(req.params).slug) }));
  app.get("/api/blog/posts/:slug/related", async (req) => ({ success: true, data: await listRelatedPosts(ctx, slugParam.parse(req.params).slug) }));
  app.post("/api/blog/posts/:slug/view", async (req) => {
    await recordPostView(ctx, slugParam.parse(req.params).slug, viewQuery.parse(req.query).session_id);
    return { success: true };
  });
}
