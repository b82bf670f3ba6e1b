export interface CaptionValues {
  name: string;
  title: string;
  link: string;
}

/** The creator's caption with {name}, {title} and {link} filled in, each as often as it appears. */
export function fillCaption(template: string, { name, title, link }: CaptionValues): string {
  const values: Record<string, string> = { name: name.trim(), title, link };
  return template.replace(/\{(name|title|link)\}/g, (_, key: string) => values[key] ?? "").trim();
}
