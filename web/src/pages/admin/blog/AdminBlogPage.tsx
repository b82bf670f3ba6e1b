import { type AdminBlogRow, PRODUCT_NAME } from "@twend/shared";
import FileText from "lucide-react/icons/file-text";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { Container } from "../../../components/ui/Container.tsx";
import { EmptyState } from "../../../components/ui/EmptyState.tsx";
import { FormMessage } from "../../../components/ui/FormMessage.tsx";
import { LinkButton } from "../../../components/ui/LinkButton.tsx";
import { LIST_CHECK_TIMEOUT } from "../../../features/admin/admin-api.ts";
import { ADMIN_BLOG_MESSAGES } from "../../../features/admin/blog-messages.ts";
import { isBlogListFiltered, readBlogState, writeBlogState } from "../../../features/admin/blog-params.ts";
import { type BlogAction, blogActionFailure, useAdminBlogPosts, useBlogAction } from "../../../features/admin/use-admin-blog.ts";
import { AdminShell } from "../AdminShell.tsx";
import { AdminDataTable } from "../table/AdminDataTable.tsx";
import { AdminListBody } from "../table/AdminListBody.tsx";
import { AdminPageHeader } from "../table/AdminPageHeader.tsx";
import { useRowActions } from "../table/use-row-actions.ts";
import { useUrlState } from "../table/use-url-state.ts";
import { blogColumns, blogPrimaryColumn } from "./blog-columns.tsx";
import { ADMIN_BLOG_CREATE_PATH } from "./blog-paths.ts";
import { BlogRowActions } from "./BlogRowActions.tsx";
import { BlogToolbar } from "./BlogToolbar.tsx";

function BlogManagement() {
  const [state, update] = useUrlState(readBlogState, writeBlogState);
  const list = useAdminBlogPosts(state);
  const action = useBlogAction();
  const { run, notice, heading, toDelete, askDelete, closeDelete, busyRow } = useRowActions<AdminBlogRow, BlogAction>(action, blogActionFailure);

  return (
    <Container className="space-y-5 py-6 sm:py-8">
      <title>{`Blog Management · ${PRODUCT_NAME} Admin`}</title>
      <AdminPageHeader
        headingRef={heading}
        title="Blog Management"
        description="Write, publish, feature and remove the posts of the blog."
        action={
          <LinkButton to={ADMIN_BLOG_CREATE_PATH} className="self-start sm:self-auto">
            <Plus aria-hidden="true" className="size-4" />
            Create New Post
          </LinkButton>
        }
      />
      <BlogToolbar state={state} onChange={update} />
      <FormMessage>{notice}</FormMessage>
      <AdminListBody
        list={list}
        loadingLabel="Loading blog posts…"
        failedText={ADMIN_BLOG_MESSAGES.fetchFailed}
        onPage={(page) => update({ page })}
        empty={
          <EmptyState
            icon={FileText}
            title={ADMIN_BLOG_MESSAGES.emptyTitle}
            text={isBlogListFiltered(state) ? ADMIN_BLOG_MESSAGES.emptyFiltered : ADMIN_BLOG_MESSAGES.emptyAll}
            headingLevel="h2"
            action={<LinkButton to={ADMIN_BLOG_CREATE_PATH}>Create First Post</LinkButton>}
          />
        }
      >
        {(rows, stale) => (
          <AdminDataTable
            label="Blog posts"
            rows={rows}
            rowKey={(row) => row.id}
            primary={blogPrimaryColumn}
            columns={blogColumns}
            stale={stale}
            actions={(row) => (
              <BlogRowActions
                row={row}
                busy={busyRow === row.id}
                onTogglePublished={() => run({ kind: "flag", row, flag: { is_published: !row.is_published } })}
                onToggleFeatured={() => run({ kind: "flag", row, flag: { is_featured: !row.is_featured } })}
                onDelete={() => askDelete(row)}
              />
            )}
          />
        )}
      </AdminListBody>
      {toDelete ? (
        <ConfirmDialog
          title="Delete blog post?"
          description={ADMIN_BLOG_MESSAGES.deleteConfirmation}
          confirmLabel="Delete Post"
          busyLabel="Deleting…"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          busy={action.isPending}
          onConfirm={(close) => run({ kind: "delete", row: toDelete }, close)}
          onClose={closeDelete}
        />
      ) : null}
    </Container>
  );
}

/** /admin/blog: the spec's blog post table. */
export default function AdminBlogPage() {
  return (
    <AdminShell active="blog" checkTimeout={LIST_CHECK_TIMEOUT}>
      <BlogManagement />
    </AdminShell>
  );
}
