/**
 * Reads docker-compose.yml as `docker compose` would see it: YAML merge keys (`<<: *anchor`)
 * applied and `${VAR}` references interpolated from a given environment, for the checks in
 * container-config.test.ts.
 */
import { parse } from "yaml";
import { z } from "zod";

const stringList = z.array(z.string());

const healthcheckSchema = z.object({
  test: z.union([stringList, z.string()]),
  interval: z.string().optional(),
  timeout: z.string().optional(),
  start_period: z.string().optional(),
  retries: z.number().int().optional(),
});

const dependsOnSchema = z.record(z.string(), z.object({ condition: z.enum(["service_started", "service_healthy", "service_completed_successfully"]) }));

const resourcesSchema = z.object({ cpus: z.string().optional(), memory: z.string().optional() }).strict();

const deploySchema = z.object({ resources: z.object({ limits: resourcesSchema.optional(), reservations: resourcesSchema.optional() }).strict().optional() }).strict();

const loggingSchema = z.object({ driver: z.string(), options: z.record(z.string(), z.string()).optional() }).strict();

const serviceSchema = z
  .object({
    image: z.string().optional(),
    build: z.union([z.string(), z.object({ context: z.string(), dockerfile: z.string().optional() })]).optional(),
    command: z.union([stringList, z.string()]).optional(),
    entrypoint: stringList.optional(),
    environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)).optional(),
    ports: stringList.optional(),
    expose: stringList.optional(),
    volumes: stringList.optional(),
    healthcheck: healthcheckSchema.optional(),
    depends_on: dependsOnSchema.optional(),
    restart: z.enum(["no", "always", "on-failure", "unless-stopped"]).optional(),
    init: z.boolean().optional(),
    container_name: z.string().optional(),
    stop_grace_period: z.string().optional(),
    deploy: deploySchema.optional(),
    logging: loggingSchema.optional(),
  })
  // A key outside this list is most likely a typo that Compose would reject or ignore.
  .strict();

const composeSchema = z
  .object({
    services: z.record(z.string(), serviceSchema),
    volumes: z.record(z.string(), z.null()).optional(),
  })
  .catchall(z.unknown());

export type ComposeService = z.infer<typeof serviceSchema>;
export type ComposeFile = z.infer<typeof composeSchema>;

// ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}; `$$` is a literal `$`.
const REFERENCE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

export class MissingVariableError extends Error {}

export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(REFERENCE, (whole, name: string | undefined, operator: string | undefined, operand: string | undefined) => {
    if (whole === "$$") return "$";
    const value = env[name ?? ""];
    const unset = operator?.startsWith(":") ? value === undefined || value === "" : value === undefined;
    if (!unset) return value ?? "";
    if (operator?.endsWith("?")) throw new MissingVariableError(`${name}: ${operand}`);
    return operator?.endsWith("-") ? (operand ?? "") : "";
  });
}

/** The names every `${...}` reference in the file uses. */
export function referencedVariables(text: string): string[] {
  return [...text.matchAll(REFERENCE)].flatMap((m) => (m[1] ? [m[1]] : []));
}

export function parseCompose(text: string, env: Record<string, string | undefined>): ComposeFile {
  const document: unknown = parse(text, { merge: true });
  const interpolated = JSON.parse(JSON.stringify(document), (_key, value: unknown) => (typeof value === "string" ? interpolate(value, env) : value));
  return composeSchema.parse(interpolated);
}
