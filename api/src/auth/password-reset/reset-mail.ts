import type { MailMessage } from "@twend/mail";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetMail(to: string, link: string, firstName: string | null): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const text = [
    greeting,
    "",
    "Someone asked to reset the password of your Twend account. If it was you, open this link to choose a new password:",
    "",
    link,
    "",
    "The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
    "",
    "Twend",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Twend account. If it was you, choose a new password here:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>
<p>Twend</p>`;
  return { to, subject: "Reset your Twend password", text, html };
}
