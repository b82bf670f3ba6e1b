/**
 * A suggested title split around the first place it holds what was typed, whatever the case, for
 * the list to stress that part; null when the title matched another way (a typo, other accents,
 * the description), where there is no one part to stress.
 */
export function typedPart(title: string, typed: string): { before: string; match: string; after: string } | null {
  const needle = typed.trim().toLocaleLowerCase();
  const haystack = title.toLocaleLowerCase();
  // Lower-casing some letters changes the text's length (İ), and then its indexes no longer fit the title.
  if (needle === "" || haystack.length !== title.length) return null;
  const at = haystack.indexOf(needle);
  if (at < 0) return null;
  return { before: title.slice(0, at), match: title.slice(at, at + needle.length), after: title.slice(at + needle.length) };
}
