export * from "./load-catalog.ts";
