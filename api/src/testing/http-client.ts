import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export interface Reply {
  status: number;
  body: Record<string, unknown> & { success?: boolean; error?: string; data?: unknown };
  headers: LightMyRequestResponse["headers"];
  setCookie: string | undefined;
}

/**
 * A browser-like client over `app.inject`: it keeps the session cookie the
 * server sets, sends JSON, and identifies as same-origin like the SPA does.
 */
export class TestClient {
  cookie: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(method: InjectOptions["method"], url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        "sec-fetch-site": "same-origin",
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    const setCookie = res.headers["set-cookie"];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) {
      const pair = first.split(";")[0] ?? "";
      // An emptied cookie means the server ended the session.
      this.cookie = pair.endsWith("=") ? undefined : pair;
    }
    return { status: res.statusCode, body: res.body ? res.json() : {}, headers: res.headers, setCookie: first };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }

  post(url: string, payload: unknown, headers?: Record<string, string>) {
    return this.request("POST", url, payload, headers);
  }
}
