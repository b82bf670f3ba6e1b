/**
 * Where a Twend's link-preview card is served: stable for a version of the
 * Twend, and a new address after an edit, because platforms cache a card by its URL.
 */
export function previewCardPath(shortId: string, version: string): string {
  return `/og/campaign/${shortId}.png?v=${version}`;
}
