export * from "./constants.ts";
export * from "./messages.ts";
export * from "./schemas.ts";
export { formatZodError } from "./format-zod-error.ts";
export * from "./auth-schemas.ts";
export * from "./campaign-schemas.ts";
export * from "./generator-schemas.ts";
export * from "./shared-dp-schemas.ts";
export * from "./browse-schemas.ts";
