import { adminBlogQuerySchema, blogPostInputSchema, blogPostToggleSchema } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context/app-context.ts";
import { listAdminBlogPosts } from "./list-admin-blog-posts.ts";
import { createBlogPost, deleteBlogPost, getAdminBlogPost, toggleBlogPost, updateBlogPost } from "./save-blog-post.ts";

const postIdParam = z.object({ id: z.coerce.number({ message: "id must be a number" }).int("id must be a whole number").positive("id must be positive") });

/** A PUT body is either one toggle from the list or the editor's whole form (it has a title). */
const isWholePost = (body: unknown) => typeof body === "object" && body !== null && "title" in body;

/** The admin's blog calls; the admin guard (admin/admin-guard.ts) covers every /api/admin/* route. */
export async function adminBlogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/admin/blog/posts", async (req) => ({ success: true, data: await listAdminBlogPosts(ctx, adminBlogQuerySchema.parse(req.query)) }));
  app.post("/api/admin/blog/posts", async (req) => ({ success: true, data: await createBlogPost(ctx, blogPostInputSchema.parse(req.body)) }));
  app.get("/api/admin/blog/posts/:id", async (req) => ({ success: true, data: await getAdminBlogPost(ctx, postIdParam.parse(req.params).id) }));
  app.put("/api/admin/blog/posts/:id", async (req) => {
    const { id } = postIdParam.parse(req.params);
    if (isWholePost(req.body)) return { success: true, data: await updateBlogPost(ctx, id, blogPostInputSchema.parse(req.body)) };
    await toggleBlogPost(ctx, id, blogPostToggleSchema.parse(req.body));
    return { success: true };
  });
  app.delete("/api/admin/blog/posts/:id", async (req) => {
    await deleteBlogPost(ctx, postIdParam.parse(req.params).id);
    return { success: true };
  });
}
