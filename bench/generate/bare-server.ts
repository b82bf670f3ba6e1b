// Entry of the bare comparison server, run as a child process so it has a
// core of its own like the app, rather than sharing the load generator's
// event loop. BARE_MODE=constant answers every GET with BARE_BODY as it is; BARE_MODE=pg
// reads the Twend from DATABASE_URL with one SQL statement per request.
// Prints "listening <port>" once it serves.
import Fastify from "fastify";
import pg from "pg";
import { readPublicCampaignWithPg } from "./bare-pg-read.ts";

const POOL_SIZE = 10; // The app's pool size (createDatabase's default), so both wait on the same number of connections.
const JSON_TYPE = "application/json; charset=utf-8";

const app = Fastify({ logger: false });
const mode = process.env.BARE_MODE;
let pool: pg.Pool | undefined;

if (mode === "constant") {
  const body = process.env.BARE_BODY ?? "";
  app.get("/*", (_req, reply) => {
    void reply.type(JSON_TYPE).send(body);
  });
} else if (mode === "pg") {
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
  pool = db;
  app.get<{ Params: { shortId: string } }>("/api/campaigns/:shortId", async (req, reply) => {
    const data = await readPublicCampaignWithPg(db, req.params.shortId);
    if (!data) return reply.code(404).send({ success: false, error: "Campaign not found" });
    return { success: true, data };
  });
} else {
  throw new Error(`BARE_MODE must be constant or pg, not ${String(mode)}`);
}

process.once("SIGTERM", () => {
  void app
    .close()
    .then(() => pool?.end())
    .finally(() => process.exit(0));
});

await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
