/**
 * Where this visit came from, for the creator's referrer stats: the link's
 * utm_source, else the host of the referring page when it is another site.
 */
export function viewSource(search: string, referrer: string, ownHost: string): string | undefined {
  const utm = new URLSearchParams(search).get("utm_source")?.trim();
  if (utm) return utm.toLowerCase().slice(0, 100);
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, "");
    return host && host !== ownHost.replace(/^www\./, "") ? host : undefined;
  } catch {
    return undefined;
  }
}
