import type { FastifyInstance } from "fastify";
import { text as wellFormedText } from "@twend/shared";
import { z } from "zod";
import type { AppContext } from "../context/app-context.ts";
import { unsubscribe } from "./subscribe.ts";

const tokenQuery = z.object({ token: wellFormedText().min(1).max(100) });

/** A whole page, not the SPA: the link is opened from a mail client, and must work with scripts off. */
function unsubscribePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Twend</title>
<style>body{font:16px/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem}main{max-width:28rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:2rem}a{color:#7c3aed}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to Twend</a></p></main></body></html>`;
}

/** The unsubscribe link of the newsletter mails; subscribing is the `newsletter.subscribe` procedure. */
export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/newsletter/unsubscribe", async (req, reply) => {
    const parsed = tokenQuery.safeParse(req.query);
    const done = parsed.success && (await unsubscribe(ctx, parsed.data.token));
    return reply
      .status(done ? 200 : 404)
      .type("text/html; charset=utf-8")
      .send(
        done
          ? unsubscribePage("You are unsubscribed", "You will not get the Twend newsletter any more. Subscribe again from the blog whenever you like.")
          : unsubscribePage("Link not recognised", "This unsubscribe link is not valid. If you keep getting our newsletter, reply to it and we will remove you."),
      );
  });
}
