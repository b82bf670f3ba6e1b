import { type AdminBlogPost, readingTimeOf } from "@twend/shared";
import FileCheck2 from "lucide-react/icons/file-check-corner";
import Send from "lucide-react/icons/send";
import { useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/Button.tsx";
import { FormMessage } from "../../../components/ui/FormMessage.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { Spinner } from "../../../components/ui/Spinner.tsx";
import { Switch } from "../../../components/ui/Switch.tsx";
import { TextAreaField } from "../../../components/ui/TextAreaField.tsx";
import { TextField } from "../../../components/ui/TextField.tsx";
import {
  type BlogEditorErrors,
  type BlogEditorForm as EditorForm,
  categoryOptions,
  editContent,
  editMetaTitle,
  editReadingTime,
  editSlug,
  editTitle,
  formFromPost,
  newPostForm,
  readingMinutes,
  toRequestBody,
  validateBlogForm,
} from "../../../features/admin/blog-editor.ts";
import { ADMIN_BLOG_MESSAGES } from "../../../features/admin/blog-messages.ts";
import { describeBlogSaveFailure, useSaveBlogPost } from "../../../features/admin/use-admin-blog.ts";
import { ADMIN_BLOG_PATH } from "./blog-paths.ts";
import { EditorSection } from "./EditorSection.tsx";
import { FeaturedImageField } from "./FeaturedImageField.tsx";
import { FieldError } from "./FieldError.tsx";
import { PublishedBadge } from "./PublishedBadge.tsx";

interface BlogEditorFormProps {
  /** The post being edited; null on /admin/blog/create. */
  post: AdminBlogPost | null;
}

/** The spec's post editor: the fields of the post form, its validation, and Save Draft beside Publish Post or Update Post. */
export function BlogEditorForm({ post }: BlogEditorFormProps) {
  const [, navigate] = useLocation();
  const save = useSaveBlogPost(post?.id ?? null);
  const [form, setForm] = useState<EditorForm>(() => (post ? formFromPost(post) : newPostForm()));
  const [errors, setErrors] = useState<BlogEditorErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const titleErrorId = `${ids}-title-error`;
  const contentErrorId = `${ids}-content-error`;

  function change(edit: (current: EditorForm) => EditorForm) {
    const updated = edit(form);
    setForm(updated);
    // Once a message shows, it follows the field as it is fixed (or emptied again).
    if (errors.title || errors.content) setErrors(validateBlogForm(updated));
  }

  function submit(published: boolean) {
    if (save.isPending) return;
    const problems = validateBlogForm(form);
    setErrors(problems);
    setFailure(null);
    if (problems.title) return titleRef.current?.focus();
    if (problems.content) return contentRef.current?.focus();
    save.mutate(toRequestBody(form, published), {
      onSuccess: () => navigate(ADMIN_BLOG_PATH),
      onError: (error) => setFailure(describeBlogSaveFailure(error)),
    });
  }

  const editing = post !== null;
  const savingAs = save.isPending ? save.variables.is_published : null;
  const countedMinutes = readingTimeOf(form.content);

  return (
    <form
      aria-label={editing ? "Edit blog post" : "New blog post"}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <div className="min-w-0 space-y-6">
        <EditorSection title="Post">
          <div>
            <TextField
              ref={titleRef}
              label="Title"
              name="title"
              required
              maxLength={200}
              value={form.title}
              onChange={(event) => change((f) => editTitle(f, event.target.value))}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? titleErrorId : undefined}
            />
            <FieldError id={titleErrorId} message={errors.title} />
          </div>
          <TextField
            label="Slug"
            name="slug"
            maxLength={120}
            autoCapitalize="none"
            spellCheck={false}
            value={form.slug}
            placeholder={editing ? post.slug : "made-from-the-title"}
            onChange={(event) => change((f) => editSlug(f, event.target.value))}
            hint={
              editing
                ? "The post's address, /blog/{slug}. Changing it breaks links to the old address."
                : "The post's address, /blog/{slug}: made from the title until you edit it."
            }
          />
          <TextAreaField
            label="Excerpt"
            name="excerpt"
            rows={3}
            maxLength={500}
            value={form.excerpt}
            onChange={(event) => change((f) => ({ ...f, excerpt: event.target.value }))}
            hint="A sentence or two for the blog list and search results."
          />
          <div>
            <TextAreaField
              ref={contentRef}
              label="Content (HTML)"
              name="content"
              required
              rows={16}
              value={form.content}
              onChange={(event) => change((f) => editContent(f, event.target.value))}
              className="[&_textarea]:min-h-72 [&_textarea]:font-mono"
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? contentErrorId : undefined}
              hint={`HTML such as <p>, <h2>, <ul> and <a>. Scripts and unsafe markup are removed when the post is saved. About ${countedMinutes} min read.`}
            />
            <FieldError id={contentErrorId} message={errors.content} />
          </div>
        </EditorSection>
        <EditorSection title="Search and sharing">
          <TextField
            label="Meta title"
            name="meta_title"
            maxLength={200}
            value={form.meta_title}
            placeholder={form.title}
            onChange={(event) => change((f) => editMetaTitle(f, event.target.value))}
            hint="Follows the title until you write your own; left empty, the title is used."
          />
          <TextAreaField
            label="Meta description"
            name="meta_description"
            rows={3}
            maxLength={500}
            value={form.meta_description}
            placeholder={form.excerpt}
            onChange={(event) => change((f) => ({ ...f, meta_description: event.target.value }))}
            hint="Left empty, the excerpt is used."
          />
        </EditorSection>
      </div>

      <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24">
        <EditorSection title="Publish" className="order-last lg:order-first">
          {editing ? (
            <p className="flex items-center justify-between gap-3 text-sm text-slate-600">
              Currently
              <PublishedBadge published={post.is_published} />
            </p>
          ) : null}
          <FormMessage>
            {failure ? (
              <>
                <p className="font-semibold">{ADMIN_BLOG_MESSAGES.saveFailed}</p>
                <p>{failure}</p>
              </>
            ) : null}
          </FormMessage>
          <div className="flex flex-col-reverse gap-3 sm:flex-row lg:flex-col-reverse">
            <Button variant="secondary" className="sm:flex-1 lg:flex-none" disabled={save.isPending} aria-busy={savingAs === false} onClick={() => submit(false)}>
              {savingAs === false ? <Spinner /> : <FileCheck2 aria-hidden="true" className="size-4" />}
              Save Draft
            </Button>
            <Button className="sm:flex-1 lg:flex-none" disabled={save.isPending} aria-busy={savingAs === true} onClick={() => submit(true)}>
              {savingAs === true ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
              {editing ? "Update Post" : "Publish Post"}
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            {editing
              ? "Update Post saves and publishes; Save Draft saves and takes the post off the blog."
              : "Publish Post puts the post on the blog; Save Draft keeps it hidden."}
          </p>
        </EditorSection>

        <EditorSection title="Details">
          <SelectField label="Category" options={categoryOptions(form.category)} value={form.category} onChange={(category) => change((f) => ({ ...f, category }))} />
          <TextField
            label="Author"
            name="author_name"
            maxLength={100}
            value={form.author_name}
            onChange={(event) => change((f) => ({ ...f, author_name: event.target.value }))}
          />
          <TextField
            label="Tags"
            name="tags"
            maxLength={500}
            value={form.tags}
            placeholder="design, campaigns, tips"
            onChange={(event) => change((f) => ({ ...f, tags: event.target.value }))}
            hint="Separated by commas."
          />
          <TextField
            label="Reading time (minutes)"
            name="reading_time"
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            step={1}
            value={form.reading_time}
            onChange={(event) => change((f) => editReadingTime(f, event.target.value))}
            onBlur={() => change((f) => ({ ...f, reading_time: String(readingMinutes(f.reading_time)) }))}
            hint={
              form.readingTimeFollows
                ? "Counted from the content as you write, 200 words a minute."
                : `Set by hand; the content alone would make it ${countedMinutes} min.`
            }
          />
          <Switch
            label="Featured"
            description="Shown in the blog's featured section."
            checked={form.is_featured}
            onChange={(is_featured) => change((f) => ({ ...f, is_featured }))}
          />
        </EditorSection>

        <EditorSection title="Featured image">
          <FeaturedImageField value={form.featured_image_url} onChange={(featured_image_url) => change((f) => ({ ...f, featured_image_url }))} />
        </EditorSection>
      </div>
    </form>
  );
}
