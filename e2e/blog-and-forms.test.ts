import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/start-server.ts";

const ADMIN_EMAIL = "blog-editor@example.com";

/** Added to the four posts the server seeds on a fresh start: 11 in all, so /blog has a second page. */
const EXTRA_POSTS = [
  { title: "Running a Frame Drive at a Marathon", category: "Events & Campaigns" },
  { title: "Five Frames From Last Season's Festivals", category: "Events & Campaigns" },
  { title: "How Alumni Networks Fill a Frame in a Day", category: "Networking & Social Circles" },
  { title: "Small Groups, Loud Profiles", category: "Networking & Social Circles" },
  { title: "Picking Colours That Survive a Dark Mode Feed", category: "Strategy & Tips" },
  { title: "Timing Your Launch Around the News Cycle", category: "Strategy & Tips" },
  { title: "What a Week of Frame Data Tells You", category: "Events & Campaigns" },
] as const;

/** No seeded or added post has it, for the spec's empty state. */
const EMPTY_CATEGORY = "Social Capital & Influence";
/** The newest seeded post, so it is on the first page after the added ones. */
const SEEDED = { slug: "why-profile-picture-campaigns-work", title: "Why Profile Picture Campaigns Work" } as const;

let server: RunningServer | undefined;
let browser: Browser | undefined;

/** Whether a response answers a call of `procedure` from the SPA's tRPC client, alone or in a batch. */
function answersCall(response: { url(): string }, procedure: string): boolean {
  const { pathname } = new URL(response.url());
  return pathname.startsWith("/trpc/") && pathname.slice("/trpc/".length).split(",").includes(procedure);
}

function running(): { server: RunningServer; browser: Browser } {
  if (!server || !browser) throw new Error("started in beforeAll");
  return { server, browser };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }), launchBrowser()]);
  const registered = await fetch(`${server.origin}/api/auth/register`, {
    method: "POST",
    // An address of its own, so the browser's own requests (newsletter, contact) keep the whole per-address allowance.
    headers: { "Content-Type": "application/json", "x-forwarded-for": "10.71.0.1" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: "Ballot-Frame-2931", firstName: "Blog", lastName: "Editor" }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  for (const [index, post] of EXTRA_POSTS.entries()) {
    const created = await fetch(`${server.origin}/api/admin/blog/posts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({
        ...post,
        excerpt: `Notes from the field, part ${index + 1}.`,
        content: `<p>Body of ${post.title}.</p><h2>What we learned</h2><ul><li>Start small</li><li>Share early</li></ul>`,
        author_name: "Twend Team",
        tags: "field notes, campaigns, frames, extra tag",
        is_published: true,
        is_featured: false,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(path: string, width = 1280): Promise<Page> {
  const { server, browser } = running();
  // A context of its own per page: axe needs one, and no state leaks between tests.
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  return page;
}

/** The cards of a named list (its own items, not the tag lists inside them). */
function cardsOf(page: Page, list: string): Locator {
  return page.getByRole("list", { name: list, exact: true }).locator(":scope > li");
}

async function viewCount(slug: string): Promise<number> {
  const res = await fetch(`${running().server.origin}/api/blog/posts/${slug}`);
  return ((await res.json()) as { data: { view_count: number } }).data.view_count;
}

describe("blog", () => {
  it("lists featured posts and cards, and Load More Articles brings the next page", async () => {
    const page = await openPage("/blog");
    await page.getByRole("heading", { name: "Featured articles" }).waitFor();
    const cards = cardsOf(page, "All articles");
    await expect.poll(() => cards.count()).toBe(9);
    // Up to three tags on a card, although the added posts have four.
    const added = cards.filter({ hasText: EXTRA_POSTS[6].title });
    expect(await added.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual(["field notes", "campaigns", "frames"]);

    await page.getByRole("button", { name: "Load More Articles" }).click();
    await expect.poll(() => cards.count()).toBe(11);
    await expect.poll(() => page.getByRole("button", { name: "Load More Articles" }).count()).toBe(0);
    await page.context().close();
  });

  it("opens a post from the list: body, related articles, and one counted view", async () => {
    const before = await viewCount(SEEDED.slug);
    const page = await openPage("/blog");
    const viewed = page.waitForResponse((r) => r.request().method() === "POST" && answersCall(r, "blog.recordView"));
    await page.getByRole("list", { name: "All articles" }).getByRole("link", { name: SEEDED.title }).click();
    await page.waitForURL((url) => url.pathname === `/blog/${SEEDED.slug}`);

    await page.getByRole("heading", { level: 1, name: SEEDED.title }).waitFor();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Visible support is contagious" }).waitFor();
    await page.getByRole("heading", { name: "Related articles" }).waitFor();
    expect(await cardsOf(page, "Related articles").count()).toBeGreaterThan(0);
    expect(await page.title()).toContain(SEEDED.title);

    expect((await viewed).status()).toBe(200);
    expect(await viewCount(SEEDED.slug)).toBe(before + 1);
    await page.context().close();
  });

  it("says 'Post Not Found' for an unknown slug, with a way back", async () => {
    const page = await openPage("/blog/no-such-post-here");
    await page.getByRole("heading", { name: "Post Not Found" }).waitFor();
    await page.getByText("The blog post you're looking for doesn't exist or has been moved.").waitFor();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await page.waitForURL((url) => url.pathname === "/blog");
    await page.context().close();
  });

  it("filters by category in the URL, and shows the spec's empty state for an empty one", async () => {
    const page = await openPage("/blog");
    await page.getByRole("button", { name: "Networking & Social Circles", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "Networking & Social Circles");
    const cards = cardsOf(page, "Networking & Social Circles articles");
    await expect.poll(() => cards.count()).toBe(2);

    // The URL keeps the choice through a reload.
    await page.reload();
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.getByRole("button", { name: "Networking & Social Circles", exact: true }).getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: EMPTY_CATEGORY, exact: true }).click();
    await page.getByRole("heading", { name: "No Posts Found" }).waitFor();
    await page.getByText(`No articles found in the "${EMPTY_CATEGORY}" category yet.`).waitFor();
    await page.getByRole("button", { name: "View All Posts" }).click();
    await page.waitForURL((url) => !url.searchParams.has("category"));
    await expect.poll(() => cardsOf(page, "All articles").count()).toBe(9);
    await page.context().close();
  });

  it("subscribes to the newsletter and clears the field", async () => {
    const page = await openPage("/blog", 390);
    const email = page.getByRole("textbox", { name: "Email address" });
    const subscribed = page.waitForResponse((r) => answersCall(r, "newsletter.subscribe"));
    await email.fill("reader@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await subscribed).status()).toBe(200);
    await page.getByText("Thanks for subscribing! You'll receive our next newsletter soon.").waitFor();
    expect(await email.inputValue()).toBe("");
    await page.context().close();
  });
});

describe("help center", () => {
  it("searches questions and answers, opens one answer at a time, and says when nothing matches", async () => {
    const page = await openPage("/help", 390);
    const search = page.getByRole("searchbox", { name: "Search the help center" });
    // The questions are the page's disclosure buttons (the header's menu button is outside main).
    const main = page.getByRole("main");
    const questions = main.getByRole("button", { expanded: false }).or(main.getByRole("button", { expanded: true }));
    await expect.poll(() => questions.count(), { timeout: 15_000 }).toBe(12);

    // Matched in an answer, whatever the case. Typed again until it takes: the server-rendered page
    // shows the box before the app takes it over, and a busy machine can type into it before then.
    await expect
      .poll(async () => {
        await search.fill("WEBP");
        return questions.count();
      })
      .toBe(1);
    const question = page.getByRole("button", { name: "Which image formats and sizes can I upload?" });
    await question.click();
    await expect.poll(() => question.getAttribute("aria-expanded")).toBe("true");
    await page
      .getByRole("region", { name: "Which image formats and sizes can I upload?" })
      .getByText(/background can be up to 10MB/)
      .waitFor();

    // One open at a time.
    await search.fill("");
    await page.getByRole("button", { name: "What is a Twend?" }).click();
    await page.getByRole("button", { name: "Do my supporters need an account, and can they place their photo?" }).click();
    await expect.poll(() => main.getByRole("button", { expanded: true }).count()).toBe(1);

    await page.getByRole("group", { name: "Filter questions by category" }).getByRole("button", { name: "Safety" }).click();
    await expect.poll(() => questions.count()).toBe(1);

    await search.fill("no answer mentions this phrase");
    await page.getByRole("heading", { name: "No results found" }).waitFor();
    for (const name of ["Contact support", "Watch the demo", "About Twend"]) await page.getByRole("link", { name }).waitFor();
    await page.context().close();
  });
});

describe("contact", () => {
  it("checks every field, then sends and shows 'Message Sent!'", async () => {
    const page = await openPage("/contact", 390);
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const text of ["Name is required", "Email is required", "Please choose a subject", "Message is required"]) await page.getByText(text).waitFor();

    await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await page.getByRole("combobox", { name: "Subject" }).selectOption({ label: "Technical support" });
    await page.getByRole("textbox", { name: "Message" }).fill("The frame on my Twend looks blurry in comments.");
    const sent = page.waitForResponse((r) => answersCall(r, "contact.submit"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const res = await sent;
    expect(res.status(), await res.text()).toBe(200);
    await page.getByRole("heading", { name: "Message Sent!" }).waitFor();
    await page.context().close();
  });
});
