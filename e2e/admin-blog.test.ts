import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/start-server.ts";

const ADMIN = { email: "editor@example.com", password: "Ballot-Frame-2931" };

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAILS: ADMIN.email } });
  browser = await launchBrowser();
  const registered = await fetch(`${server.origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...ADMIN, firstName: "Ed", lastName: "Itor" }),
  });
  expect(registered.ok, await registered.text()).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function running(): { server: RunningServer; browser: Browser } {
  if (!server || !browser) throw new Error("started in beforeAll");
  return { server, browser };
}

/** True for a tRPC request that carries `procedure`, alone or in a batch. */
function isCall(url: string, procedure: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith("/trpc/") && pathname.slice("/trpc/".length).split(",").includes(procedure);
}

/** Waits for the tRPC call a click makes, checks it went through, and gives its output. */
async function answered(page: Page, procedure: string, act: () => Promise<void>): Promise<unknown> {
  const response = page.waitForResponse((r) => isCall(r.url(), procedure));
  await act();
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  // A query comes back in a batch's array; a mutation, sent alone, as its one answer.
  const body = (await res.json()) as { result: { data: unknown } } | Array<{ result: { data: unknown } }>;
  return (Array.isArray(body) ? body[0] : body)?.result.data;
}

describe("admin blog", () => {
  it("creates, publishes, unpublishes, edits and deletes a post, and the stored body has no script", async () => {
    const { server, browser } = running();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

    // Signed in through the admin login, which sends an admin on to the dashboard.
    await page.goto(`${server.origin}/admin/login`);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");

    // A search nothing matches: the spec's empty state, which leads to the editor (the server seeds a few posts of its own).
    await page.goto(`${server.origin}/admin/blog?q=${encodeURIComponent("no post is called this")}`);
    await page.getByRole("heading", { name: "No Blog Posts Found" }).waitFor();
    await page.getByRole("link", { name: "Create First Post" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog/create");
    await page.getByRole("heading", { name: "Create New Post" }).waitFor();
    await page.getByRole("link", { name: "Back to Blog" }).waitFor();

    // Nothing is sent until title and content are there, after trimming.
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("   ");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.getByText("Title is required.").waitFor();
    await page.getByText("Content is required.").waitFor();

    // The slug and meta title follow the title as it is typed.
    await title.fill("Hello, Admin Blog!");
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe("hello-admin-blog");
    expect(await page.getByLabel("Meta title", { exact: true }).inputValue()).toBe("Hello, Admin Blog!");
    await page.getByLabel("Content (HTML)", { exact: true }).fill('<p>Safe words for the readers.</p><script>alert("owned")</script>');
    await expect.poll(() => page.getByText("Title is required.").count()).toBe(0);

    const created = await answered(page, "admin.blog.create", () => page.getByRole("button", { name: "Publish Post" }).click());
    const postId = (created as { id: number }).id;
    await page.waitForURL((url) => url.pathname === "/admin/blog");

    const row = page.getByRole("row").filter({ hasText: "Hello, Admin Blog!" });
    await row.getByText("Published", { exact: true }).waitFor();
    expect(await row.getByRole("link", { name: /\/blog\/hello-admin-blog/ }).getAttribute("href")).toBe("/blog/hello-admin-blog");

    // Published to Draft and back.
    await answered(page, "admin.blog.update", () => row.getByRole("button", { name: /^Unpublish/ }).click());
    await row.getByText("Draft", { exact: true }).waitFor();
    await answered(page, "admin.blog.update", () => row.getByRole("button", { name: /^Publish/ }).click());
    await row.getByText("Published", { exact: true }).waitFor();

    // The title opens the editor; Update Post saves and returns to the list.
    await row.getByRole("link", { name: "Hello, Admin Blog!" }).click();
    await page.waitForURL((url) => url.pathname === `/admin/blog/edit/${postId}`);
    await page.getByRole("heading", { name: "Edit Post" }).waitFor();
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Hello, Admin Blog!");
    await page.getByLabel("Title", { exact: true }).fill("Hello, Edited Blog!");
    // On edit the slug is the post's address and stays.
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe("hello-admin-blog");
    await answered(page, "admin.blog.update", () => page.getByRole("button", { name: "Update Post" }).click());
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    const edited = page.getByRole("row").filter({ hasText: "Hello, Edited Blog!" });
    await edited.getByText("Published", { exact: true }).waitFor();

    // The server stored the body without the script.
    const stored = await page.request.get(`${server.origin}/api/admin/blog/posts/${postId}`);
    expect(stored.status()).toBe(200);
    const { data } = (await stored.json()) as { data: { title: string; content: string } };
    expect(data.title).toBe("Hello, Edited Blog!");
    expect(data.content).toContain("Safe words for the readers.");
    expect(data.content).not.toMatch(/<script/i);

    // Delete asks first, with the spec's sentence.
    await edited.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete this blog post? This action cannot be undone.").waitFor();
    await answered(page, "admin.blog.remove", () => dialog.getByRole("button", { name: "Delete Post" }).click());
    await expect.poll(() => edited.count()).toBe(0);
    expect((await page.request.get(`${server.origin}/api/admin/blog/posts/${postId}`)).status()).toBe(404);
    await page.close();
  });
});
