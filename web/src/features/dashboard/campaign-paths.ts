export function editCampaignPath(id: number): string {
  return `/edit/${id}`;
}
