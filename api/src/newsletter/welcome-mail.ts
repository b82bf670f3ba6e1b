import type { MailMessage } from "@twend/mail";

export function welcomeMail(to: string, unsubscribeLink: string): MailMessage {
  const text = [
    "Thanks for subscribing to the Twend newsletter!",
    "",
    "Every few weeks: new campaign frames worth copying, tips for getting supporters to change their picture, and what we are building next.",
    "",
    `Changed your mind? Unsubscribe with one click: ${unsubscribeLink}`,
  ].join("\n");
  const html = `<p>Thanks for subscribing to the Twend newsletter!</p>
<p>Every few weeks: new campaign frames worth copying, tips for getting supporters to change their picture, and what we are building next.</p>
<p style="color:#64748b;font-size:12px">Changed your mind? <a href="${unsubscribeLink.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">Unsubscribe</a> with one click.</p>`;
  return { to, subject: "Welcome to the Twend newsletter", text, html };
}
