export { parseConfig, ConfigError, DEFAULT_RENDER_MEMORY_MB, ENV_VARIABLE_NAMES, type Config, type S3Settings } from "./env.ts";
export { dataPaths } from "./data-paths.ts";
