// Entry of the bare static page's server, run as a child process so it can be
// pinned to the app's core. A plain node:http server: GET / answers
// BARE_PAGE_DIR/index.html, GET /preview the image BARE_PAGE_DIR/preview as
// BARE_IMAGE_TYPE, anything else 404; the page comes with the headers of the
// JSON object BARE_PAGE_HEADERS. Prints "listening <port>" once it serves.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";

const dir = process.env.BARE_PAGE_DIR;
const imageType = process.env.BARE_IMAGE_TYPE;
if (!dir || !imageType) throw new Error("BARE_PAGE_DIR and BARE_IMAGE_TYPE must be set");
const pageHeaders: unknown = JSON.parse(process.env.BARE_PAGE_HEADERS ?? "{}");
const isHeaders = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && Object.values(value).every((field) => typeof field === "string");
if (!isHeaders(pageHeaders)) throw new Error(`BARE_PAGE_HEADERS must be a JSON object of strings: ${process.env.BARE_PAGE_HEADERS}`);

const files = new Map<string, { type: string; body: Buffer; headers: Record<string, string> }>([
  ["/", { type: "text/html; charset=utf-8", body: await readFile(path.join(dir, "index.html")), headers: pageHeaders }],
  ["/preview", { type: imageType, body: await readFile(path.join(dir, "preview")), headers: {} }],
]);

const server = createServer((req, res) => {
  const file = req.method === "GET" ? files.get(req.url ?? "") : undefined;
  if (!file) {
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  res.writeHead(200, { ...file.headers, "content-type": file.type, "content-length": file.body.length }).end(file.body);
});

process.once("SIGTERM", () => server.close(() => process.exit(0)));

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
