/**
 * Typography for the post body, which arrives as HTML (sanitised by the server when it is saved
 * and again when served), so the elements are styled from the container rather than per element.
 */
const PROSE = [
  "text-base leading-7 text-slate-700 sm:text-lg sm:leading-8 break-words",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-950 [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-950",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-950",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_li]:ps-1 marker:text-brand-500",
  "[&_blockquote]:mt-6 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50/60 [&_blockquote]:py-3 [&_blockquote]:pe-4 [&_blockquote]:ps-5 [&_blockquote]:text-slate-800 [&_blockquote]:italic [&_blockquote_p:first-child]:mt-0",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_table]:mt-6 [&_table]:block [&_table]:overflow-x-auto [&_th]:border-b [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2",
].join(" ");

export function BlogProse({ html }: { html: string }) {
  // The server sanitises post HTML on save and on read; this is the one place it is rendered.
  // The post keeps its own writing direction, whatever the language of the page around it.
  return <div dir="auto" className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
