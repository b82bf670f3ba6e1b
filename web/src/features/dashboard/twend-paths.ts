export function editTwendPath(id: number): string {
  return `/edit/${id}`;
}
