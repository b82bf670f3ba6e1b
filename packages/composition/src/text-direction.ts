// Scripts written right to left, as in Unicode's bidi class R and AL.
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * Base direction of a name, like HTML's dir="auto": that of its first letter.
 * "محمد Ali" is then laid out right to left as its writer meant, and the
 * canvas's inherited direction (a page's dir attribute, absent on the server)
 * cannot make the two sides disagree.
 */
export function textDirection(text: string): "ltr" | "rtl" {
  for (const char of text) {
    if (LETTER.test(char)) return RTL_LETTER.test(char) ? "rtl" : "ltr";
  }
  return "ltr";
}
