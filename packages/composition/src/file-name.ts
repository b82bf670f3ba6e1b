/** Longest part of a file name kept, in user-perceived characters: names and titles can be long. */
const MAX_PART_LENGTH = 60;

// Refused in file names by Windows, macOS or Linux, plus control characters
// and the bidi overrides that can disguise an extension ("…gnp.exe").
const UNSAFE = /[\p{Cc}\u{200E}\u{200F}\u{202A}-\u{202E}\u{2066}-\u{2069}<>:"/\\|?*]/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The download's file name: '{name}_{title}_DP.png' with a
 * name, else '{title}_DP.png'. Each part is made safe for any file system:
 * unsafe characters dropped, runs of spaces made one, no leading or trailing
 * dots or spaces, at most 60 characters (an emoji sequence is never cut);
 * letters of every script are kept. An empty title becomes 'Twend'.
 */
export function dpFileName(name: string, title: string): string {
  const safeName = safePart(name);
  const safeTitle = safePart(title) || "Twend";
  return safeName ? `${safeName}_${safeTitle}_DP.png` : `${safeTitle}_DP.png`;
}

function safePart(text: string): string {
  // Whitespace first, so a tab or newline becomes a space rather than vanishing as a control character.
  const cleaned = text.normalize("NFC").replace(/\s+/gu, " ").replace(UNSAFE, "");
  const kept = Array.from(graphemes.segment(cleaned), (part) => part.segment).slice(0, MAX_PART_LENGTH);
  return kept.join("").replace(/^[\s.]+|[\s.]+$/gu, "");
}
