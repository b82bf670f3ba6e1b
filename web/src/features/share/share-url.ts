import { twendPath } from "../../components/campaigns/cover-url.ts";

/** The public link of a Twend, {origin}/campaign/{short_id}, as the spec shares it. */
export function twendShareUrl(origin: string, shortId: string): string {
  return `${origin.replace(/\/+$/, "")}${twendPath(shortId)}`;
}
