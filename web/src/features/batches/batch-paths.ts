/** The screen where a Twend's owner makes DPs for a team from a CSV of names, linked from its dashboard card. */
export function campaignBatchPath(id: number): string {
  return `/dashboard/twends/${id}/batch`;
}
