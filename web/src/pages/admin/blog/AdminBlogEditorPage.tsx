import { PRODUCT_NAME } from "@twend/shared";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { Card } from "../../../components/ui/Card.tsx";
import { Container } from "../../../components/ui/Container.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { Skeleton } from "../../../components/ui/Skeleton.tsx";
import { ADMIN_BLOG_MESSAGES } from "../../../features/admin/blog-messages.ts";
import { useAdminBlogPost } from "../../../features/admin/use-admin-blog.ts";
import { describeAdminFailure } from "../../../features/admin/admin-failure.ts";
import { AdminShell } from "../AdminShell.tsx";
import { BlogEditorForm } from "./BlogEditorForm.tsx";
import { ADMIN_BLOG_PATH } from "./blog-paths.ts";

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="space-y-5 py-6 sm:py-8">
      <title>{`${title} · ${PRODUCT_NAME} Admin`}</title>
      <div>
        <Link
          to={ADMIN_BLOG_PATH}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </Link>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">{title}</h1>
      </div>
      {children}
    </Container>
  );
}

function EditorSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" role="status" aria-live="polite">
      <span className="sr-only">Loading the post…</span>
      <Card className="space-y-4 p-5">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
      </Card>
      <Card className="hidden space-y-4 p-5 lg:block">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </Card>
    </div>
  );
}

function EditPost({ id }: { id: number }) {
  const post = useAdminBlogPost(id);
  return (
    <EditorFrame title="Edit Post">
      {post.data ? (
        <BlogEditorForm post={post.data} />
      ) : post.error ? (
        <ErrorState message={describeAdminFailure(post.error, ADMIN_BLOG_MESSAGES.loadPostFailed)} onRetry={() => void post.refetch()} retrying={post.isFetching} />
      ) : (
        <EditorSkeleton />
      )}
    </EditorFrame>
  );
}

/** A route id the API could answer for; anything else is no post at all. */
function postIdOf(param: string): number | null {
  const id = Number(param);
  return /^\d+$/.test(param) && Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** /admin/blog/create and /admin/blog/edit/{id}: edit mode when the route has an id (spec); no tab bar and no check timeout. */
export default function AdminBlogEditorPage() {
  const { id } = useParams();
  const postId = id === undefined ? null : postIdOf(id);
  return (
    <AdminShell>
      {id === undefined ? (
        <EditorFrame title="Create New Post">
          <BlogEditorForm post={null} />
        </EditorFrame>
      ) : postId === null ? (
        <EditorFrame title="Edit Post">
          <p role="alert" className="rounded-2xl border border-rose-200 bg-rose-50/70 px-6 py-10 text-center text-sm font-medium text-rose-900">
            Post not found
          </p>
        </EditorFrame>
      ) : (
        // Keyed by id, so moving to another post's editor starts from that post, not this form's state.
        <EditPost key={postId} id={postId} />
      )}
    </AdminShell>
  );
}
