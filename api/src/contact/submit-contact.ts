import type { ContactInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";

/**
 * Keeps the message (so none is lost if mail fails) and mails it to the team
 * address; without SMTP the mail lands in the outbox like every other mail.
 */
export async function submitContact(ctx: AppContext, input: ContactInput): Promise<void> {
  const saved = await ctx.db.prisma.contactMessage.create({ data: input, select: { id: true } });
  try {
    await ctx.mailer.send({
      to: ctx.config.contactEmail,
      subject: `[Twend contact · ${input.subject}] from ${input.name}`,
      text: [`From: ${input.name} <${input.email}>`, `Subject: ${input.subject}`, `Message #${saved.id}`, "", input.message].join("\n"),
    });
  } catch (error) {
    // The message is stored and readable by the team; a mail outage must not fail the visitor.
    ctx.log.error({ err: error, contactMessageId: saved.id }, "contact message stored but not mailed");
  }
}
