export { parseConfig, ConfigError, type Config } from "./env.ts";
export { dataPaths } from "./data-paths.ts";
