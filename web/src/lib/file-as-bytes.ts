/**
 * A call's input with one of its files as bytes: a form whose `input` is the rest as JSON and whose
 * `field` is the file, which the API streams to disk instead of reading a data URL whole, and puts
 * back in its place. Typed as the input, which tRPC's link sends as a multipart form when it is one.
 */
export function withFileAsBytes<T extends object, F extends keyof T & string>(rest: Omit<T, F>, field: F, file: Blob, fileName: string): T {
  const json: Record<string, unknown> = { ...rest };
  // A caller may hand the whole input, the file's data URL included: only the bytes go.
  delete json[field];
  const form = new FormData();
  form.append("input", JSON.stringify(json));
  form.append(field, file, fileName);
  return form as unknown as T;
}
