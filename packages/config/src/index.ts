export { parseConfig, ConfigError, type Config, type S3Settings } from "./env.ts";
export { dataPaths } from "./data-paths.ts";
