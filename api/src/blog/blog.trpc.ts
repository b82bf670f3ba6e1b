import { publicProcedure, router } from "../trpc/trpc.ts";
import { blogListInput, postViewInput, slugParam } from "./blog-inputs.ts";
import { getPublicPost, listFeaturedPosts, listPublicPosts, listRelatedPosts, recordPostView } from "./public-blog.ts";

/** The public blog, over tRPC and its documented paths. */
export const blogRouter = router({
  list: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/blog/posts", envelope: "spread" }] })
    .input(blogListInput)
    .query(({ ctx, input: { cursor, ...query } }) => listPublicPosts(ctx.app, { ...query, page: cursor ?? query.page })),
  featured: publicProcedure.meta({ rest: [{ method: "GET", path: "/api/blog/featured", envelope: "data" }] }).query(({ ctx }) => listFeaturedPosts(ctx.app)),
  bySlug: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/blog/posts/:slug", envelope: "data" }] })
    .input(slugParam)
    .query(({ ctx, input }) => getPublicPost(ctx.app, input.slug)),
  related: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/blog/posts/:slug/related", envelope: "data" }] })
    .input(slugParam)
    .query(({ ctx, input }) => listRelatedPosts(ctx.app, input.slug)),
  recordView: publicProcedure
    .meta({ rest: [{ method: "POST", path: "/api/blog/posts/:slug/view", envelope: "success" }] })
    .input(postViewInput)
    .mutation(async ({ ctx, input }) => {
      await recordPostView(ctx.app, input.slug, input.session_id);
      return { success: true as const };
    }),
});
