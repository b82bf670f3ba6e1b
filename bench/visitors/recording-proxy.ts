import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request that reached the server and its answer, byte for byte as they crossed. */
export interface Exchange {
  method: string;
  /** Path and query as the browser sent them. */
  path: string;
  /** The browser's headers, less those that belong to one connection or one body's framing. */
  headers: Record<string, string>;
  body: Buffer;
  status: number;
  /** The server's headers, less the same kind, and its Date. */
  responseHeaders: Record<string, string>;
  /** As sent, still compressed when the server compressed it. */
  responseBody: Buffer;
}

export interface RecordingProxy {
  origin: string;
  /** Everything recorded so far, in the order the requests arrived. */
  exchanges(): Exchange[];
  /** Resolves once no request has been in flight for `quietMs` (at most `timeoutMs`). */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "upgrade", "host", "content-length", "date"]);

function ownHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined || CONNECTION_HEADERS.has(name) ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
    ),
  );
}

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("end", () => resolve(Buffer.concat(chunks)));
    stream.once("error", reject);
  });
}

/**
 * A pass-through HTTP proxy on 127.0.0.1 in front of `target`, recording what it forwards. The
 * browser is pointed at it rather than at the app so that only what reaches the server is
 * recorded: the browser's Playwright events also list what its own cache answered. The Host
 * header is passed on as the browser sent it, so the server sees its page's origin in Origin and
 * Host alike, as behind any proxy that keeps Host.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const recorded: Exchange[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();

  const server = http.createServer((req, res) => {
    inFlight++;
    lastActivity = performance.now();
    const forward = async () => {
      const body = await readBody(req);
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const out = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...ownHeaders(req.headers), host: req.headers.host ?? upstream.host, "content-length": String(body.length) },
            agent,
          },
          resolve,
        );
        out.once("error", reject);
        out.end(body);
      });
      const responseBody = await readBody(answer);
      recorded.push({
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: ownHeaders(req.headers),
        body,
        status: answer.statusCode ?? 0,
        responseHeaders: ownHeaders(answer.headers),
        responseBody,
      });
      // Set-Cookie lines must reach the browser apart; the recording joins them as it joins any repeated header.
      const cookies = answer.headers["set-cookie"];
      res
        .writeHead(answer.statusCode ?? 502, {
          ...ownHeaders(answer.headers),
          ...(cookies ? { "set-cookie": cookies } : {}),
          "content-length": String(responseBody.length),
        })
        .end(responseBody);
    };
    forward()
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end(`recording proxy: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        inFlight--;
        lastActivity = performance.now();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    exchanges: () => [...recorded],
    async quiet(quietMs, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (inFlight > 0 || performance.now() - lastActivity < quietMs) {
        if (performance.now() > deadline) throw new Error(`the page's requests did not settle within ${timeoutMs / 1000} s (${inFlight} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
