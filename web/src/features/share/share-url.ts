import { campaignPath } from "../../components/campaigns/cover-url.ts";

/** The public link of a Twend, {origin}/campaign/{short_id}, as the spec shares it. */
export function campaignShareUrl(origin: string, shortId: string): string {
  return `${origin.replace(/\/+$/, "")}${campaignPath(shortId)}`;
}
