import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DailyCampaignStats } from "@twend/shared";

export type SeriesKey = keyof Omit<DailyCampaignStats, "date">;

export interface Series {
  key: SeriesKey;
  label: MessageDescriptor;
  /** Stroke colour; distinct in hue and lightness so the lines part even for colour-blind readers. */
  colour: string;
}

/** The chart's lines, in the order of the funnel. */
export const SERIES: readonly Series[] = [
  { key: "views", label: msg`Views`, colour: "#7c3aed" },
  { key: "generations", label: msg`Generations`, colour: "#0284c7" },
  { key: "downloads", label: msg`Downloads`, colour: "#059669" },
  { key: "shares", label: msg`Shares`, colour: "#db2777" },
];
