import type { CampaignAnalytics, DailyCampaignStats } from "@twend/shared";
import { isRecord } from "../auth/http.ts";

type Totals = CampaignAnalytics["totals"];

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

function ratio(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function parseTotals(value: unknown): Totals | null {
  if (!isRecord(value)) return null;
  const views = count(value.views);
  const generations = count(value.generations);
  const downloads = count(value.downloads);
  const shares = count(value.shares);
  if (views === null || generations === null || downloads === null || shares === null) return null;
  return { views, generations, downloads, shares };
}

function parseDay(value: unknown): DailyCampaignStats | null {
  if (!isRecord(value) || typeof value.date !== "string") return null;
  const totals = parseTotals(value);
  return totals ? { date: value.date, ...totals } : null;
}

/** A null source (direct visits) becomes "", which the view labels. */
function parseReferrer(value: unknown): { source: string; views: number } | null {
  if (!isRecord(value) || (typeof value.source !== "string" && value.source !== null)) return null;
  const views = count(value.views);
  return views === null ? null : { source: value.source ?? "", views };
}

/** Checks the analytics body field by field, so a changed server answer shows the error state, not a broken chart. */
export function parseCampaignAnalytics(data: unknown): CampaignAnalytics | null {
  if (!isRecord(data) || !isRecord(data.campaign) || !isRecord(data.funnel)) return null;
  const { campaign, funnel } = data;
  if (typeof campaign.id !== "number" || typeof campaign.short_id !== "string" || typeof campaign.title !== "string") return null;
  const totals = parseTotals(data.totals);
  const days = count(data.days);
  if (totals === null || days === null || !Array.isArray(data.daily) || !Array.isArray(data.referrers)) return null;
  const daily = data.daily.map(parseDay);
  const referrers = data.referrers.map(parseReferrer);
  if (daily.some((day) => day === null) || referrers.some((referrer) => referrer === null)) return null;
  return {
    campaign: { id: campaign.id, short_id: campaign.short_id, title: campaign.title },
    days,
    daily: daily.filter((day) => day !== null),
    totals,
    funnel: { generationsPerView: ratio(funnel.generationsPerView), downloadsPerGeneration: ratio(funnel.downloadsPerGeneration) },
    referrers: referrers.filter((referrer) => referrer !== null),
  };
}
