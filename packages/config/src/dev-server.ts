import { z } from "zod";
import { ConfigError, parseConfig } from "./env.ts";

/** Read by the Vite dev server of `npm run dev` only; the app itself never reads them. */
export const DEV_SERVER_VARIABLE_NAMES = ["WEB_DEV_PORT", "TWEND_API_ORIGIN"] as const;

const devServerSchema = z.object({
  WEB_DEV_PORT: z.coerce.number().int("must be a whole number").min(1, "must be between 1 and 65535").max(65535, "must be between 1 and 65535").default(5173),
  TWEND_API_ORIGIN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.url({ protocol: /^https?$/, error: "must be a URL starting with http:// or https://" }).optional()),
});

export interface DevServerConfig {
  /** Where the Vite dev server listens. */
  port: number;
  /** The API it proxies `/api`, `/trpc`, `/media` and `/healthz` to. */
  apiOrigin: string;
}

/**
 * The Vite dev server's settings: WEB_DEV_PORT, and the API on this machine at the PORT the API of
 * `npm run dev` takes, unless TWEND_API_ORIGIN names another. The whole environment is checked as
 * the API checks it, so both servers stop on the same bad value.
 */
export function parseDevServerConfig(env: Record<string, string | undefined>): DevServerConfig {
  const api = parseConfig(env);
  const parsed = devServerSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const { WEB_DEV_PORT: port, TWEND_API_ORIGIN: origin } = parsed.data;
  if (origin !== undefined) return { port, apiOrigin: origin.replace(/\/+$/, "") };
  if (api.port === 0) throw new ConfigError(["PORT: must be a fixed port with npm run dev, whose dev server proxies to it (or set TWEND_API_ORIGIN)"]);
  return { port, apiOrigin: `http://${hostToReach(api.host)}:${api.port}` };
}

/** An API listening on every interface is reached on this machine's loopback name; one bound to an address, there. */
function hostToReach(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}
