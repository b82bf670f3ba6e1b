import { adminBlogQuerySchema, blogPostInputSchema, blogPostToggleSchema, formatZodError } from "@twend/shared";
import { z } from "zod";
import { recordIdParam } from "../admin/record-id.ts";
import { adminProcedure, router } from "../trpc/trpc.ts";
import { listAdminBlogPosts } from "./list-admin-blog-posts.ts";
import { createBlogPost, deleteBlogPost, getAdminBlogPost, toggleBlogPost, updateBlogPost } from "./save-blog-post.ts";

const WHOLE_POST = 0;
const ONE_FLAG = 1;

/** The editor's whole form has a title; the list's toggles never send one. */
const isWholePost = (input: unknown) => typeof input === "object" && input !== null && "title" in input;

/**
 * A PUT is either one toggle from the list or the editor's whole form. A refused one is worded
 * by the shape it was meant to have, as the form or the toggle alone would word it, rather
 * than as a union that matched neither.
 */
const postUpdateInput = z.union([blogPostInputSchema.safeExtend(recordIdParam.shape), z.intersection(recordIdParam, blogPostToggleSchema)], {
  error: (issue) => {
    const branches = issue.code === "invalid_union" && "errors" in issue ? issue.errors : [];
    const meant = branches[isWholePost(issue.input) ? WHOLE_POST : ONE_FLAG];
    return meant ? formatZodError(new z.ZodError(meant)) : undefined;
  },
});

/** The admin's blog calls, included in the admin router as `admin.blog`. */
export const adminBlogRouter = router({
  list: adminProcedure
    .meta({ rest: [{ method: "GET", path: "/api/admin/blog/posts", envelope: "data" }] })
    .input(adminBlogQuerySchema)
    .query(({ ctx, input }) => listAdminBlogPosts(ctx.app, input)),
  create: adminProcedure
    .meta({ rest: [{ method: "POST", path: "/api/admin/blog/posts", envelope: "data" }] })
    .input(blogPostInputSchema)
    .mutation(({ ctx, input }) => createBlogPost(ctx.app, input)),
  get: adminProcedure
    .meta({ rest: [{ method: "GET", path: "/api/admin/blog/posts/:id", envelope: "data" }] })
    .input(recordIdParam)
    .query(({ ctx, input }) => getAdminBlogPost(ctx.app, input.id)),
  /** The saved post for the whole form; nothing for a toggle, whose documented answer is `{ success: true }` alone. */
  update: adminProcedure
    .meta({ rest: [{ method: "PUT", path: "/api/admin/blog/posts/:id", envelope: "data" }] })
    .input(postUpdateInput)
    .mutation(async ({ ctx, input }) => {
      if ("title" in input) {
        const { id, ...post } = input;
        return updateBlogPost(ctx.app, id, post);
      }
      await toggleBlogPost(ctx.app, input.id, input);
      return undefined;
    }),
  remove: adminProcedure
    .meta({ rest: [{ method: "DELETE", path: "/api/admin/blog/posts/:id", envelope: "success" }] })
    .input(recordIdParam)
    .mutation(({ ctx, input }) => deleteBlogPost(ctx.app, input.id)),
});
