// Entry of the bare comparison server, run as a child process so it can be pinned to the app's
// core. A plain node:http server that answers each request of a recorded visit with the app's
// recorded answer (status, headers, bytes), from memory; the file BARE_VISIT_FILE lists them (see
// bare-visit.ts). Session ids in the URL are matched as any session id. Prints "listening <port>"
// once it serves.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { StoredAnswer } from "./bare-visit.ts";
import { SESSION_ID_SHAPE, SESSION_PLACEHOLDER } from "./session-id.ts";

const file = process.env.BARE_VISIT_FILE;
if (!file) throw new Error("BARE_VISIT_FILE must be set");
const stored = JSON.parse(await readFile(file, "utf8")) as StoredAnswer[];
const answers = new Map(stored.map((a) => [a.key, { status: a.status, headers: a.headers, body: Buffer.from(a.body, "base64") }]));
const sessionIds = new RegExp(SESSION_ID_SHAPE.source, "g");

const server = createServer((req, res) => {
  const answer = answers.get(`${req.method ?? ""} ${(req.url ?? "").replace(sessionIds, SESSION_PLACEHOLDER)}`);
  // The body is read to its end before the answer, as the app must before it can act on it.
  req.resume();
  req.once("end", () => {
    if (!answer) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not recorded");
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length }).end(answer.body);
  });
});

process.once("SIGTERM", () => server.close(() => process.exit(0)));

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
