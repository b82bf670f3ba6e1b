import type { AdminBlogPost } from "@twend/shared";
import { describe, expect, it } from "vitest";
import {
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
} from "./blog-editor.ts";

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `w${i}`).join(" ")}</p>`;

const POST: AdminBlogPost = {
  id: 7,
  title: "Old title",
  slug: "old-title",
  excerpt: "Short",
  content: words(450),
  author_name: "Ada",
  category: "Design",
  tags: "a, b",
  featured_image_url: null,
  meta_title: "Old title",
  meta_description: null,
  is_published: true,
  is_featured: true,
  reading_time: 3,
  view_count: 12,
  created_at: "2025-01-02T00:00:00.000Z",
};

describe("a new post", () => {
  it("starts from the spec's defaults", () => {
    expect(newPostForm()).toMatchObject({ author_name: "Twend Team", category: "Technology", is_featured: false, reading_time: "5", slug: "", meta_title: "" });
  });

  it("makes the slug and the meta title from the title as it is typed", () => {
    let form = newPostForm();
    for (const title of ["H", "He", "Hello, World!"]) form = editTitle(form, title);
    expect(form).toMatchObject({ slug: "hello-world", meta_title: "Hello, World!" });
  });

  it("stops following the title once the slug is edited by hand, even when it is cleared", () => {
    let form = editSlug(editTitle(newPostForm(), "First"), "my-slug");
    form = editTitle(form, "Second title");
    expect(form.slug).toBe("my-slug");
    form = editTitle(editSlug(form, ""), "Third");
    expect(form.slug).toBe("");
  });

  it("keeps a meta title written by hand, and follows the title again once it is cleared", () => {
    let form = editMetaTitle(editTitle(newPostForm(), "Post"), "Custom");
    form = editTitle(form, "Post two");
    expect(form.meta_title).toBe("Custom");
    form = editTitle(editMetaTitle(form, ""), "Post three");
    expect(form.meta_title).toBe("Post three");
  });
});

describe("an existing post", () => {
  it("never regenerates the slug, and keeps following where the stored value was the derived one", () => {
    const form = editContent(editTitle(formFromPost(POST), "New title"), words(1000));
    expect(form).toMatchObject({ slug: "old-title", meta_title: "New title", reading_time: "5" });
  });

  it("keeps a hand-set meta title and reading time", () => {
    const form = editContent(editTitle(formFromPost({ ...POST, meta_title: "SEO", reading_time: 9 }), "New"), words(10));
    expect(form).toMatchObject({ meta_title: "SEO", reading_time: "9" });
  });

  it("offers the editor's categories, plus the post's own when it is filed under a public one", () => {
    expect(categoryOptions("Design")).not.toContain("Future Trends");
    expect(categoryOptions("Future Trends")).toContain("Future Trends");
  });
});

describe("reading time", () => {
  it("is counted live from the content at 200 words a minute, at least 1", () => {
    expect(editContent(newPostForm(), words(401)).reading_time).toBe("3");
    expect(editContent(newPostForm(), "<p>hi</p>").reading_time).toBe("1");
  });

  it("stops following the content once typed by hand", () => {
    const form = editContent(editReadingTime(newPostForm(), "12"), words(1000));
    expect(form.reading_time).toBe("12");
  });

  it("falls back to 1 on anything that is not a whole number of at least 1", () => {
    expect(["", "0", "-3", "2.5", "abc", " "].map(readingMinutes)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(readingMinutes(" 7 ")).toBe(7);
  });
});

describe("validation", () => {
  it("requires a title and content after trimming, with the spec's messages", () => {
    expect(validateBlogForm({ ...newPostForm(), title: "  ", content: "\n " })).toEqual({ title: "Title is required.", content: "Content is required." });
    expect(validateBlogForm({ ...newPostForm(), title: "T", content: "<p>x</p>" })).toEqual({});
  });
});

describe("the request body", () => {
  it("sends the full form, trimmed, with is_published from the button and the meta defaults filled", () => {
    let form = editTitle(newPostForm(), "  A Title ");
    form = editSlug(form, " a-title ");
    form = editContent({ ...form, excerpt: " The gist ", tags: " x, y " }, "<p>Body</p>");
    form = editMetaTitle(form, "");
    expect(toRequestBody(form, false)).toEqual({
      title: "A Title",
      slug: "a-title",
      excerpt: "The gist",
      content: "<p>Body</p>",
      author_name: "Twend Team",
      category: "Technology",
      tags: "x, y",
      featured_image_url: "",
      meta_title: "A Title",
      meta_description: "The gist",
      is_published: false,
      is_featured: false,
      reading_time: 1,
    });
    expect(toRequestBody(form, true).is_published).toBe(true);
  });

  it("sends 1 minute for an invalid reading time and the default author for an empty one", () => {
    const body = toRequestBody({ ...editReadingTime(newPostForm(), "zero"), author_name: "  " }, true);
    expect(body).toMatchObject({ reading_time: 1, author_name: "Twend Team" });
  });
});
