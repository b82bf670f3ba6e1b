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

let signUps = 0;

/**
 * A client signed in as a new creator account: `name@example.com`, each from an address of its
 * own so the sign-up budget per client never refuses a test's accounts.
 */
export async function signedUpCreator(app: FastifyInstance, name: string): Promise<TestClient> {
  const client = new TestClient(app);
  const n = ++signUps;
  const res = await client.post(
    "/api/auth/register",
    { email: `${name}${n}@example.com`, password: "correct horse battery", firstName: "Test", lastName: "Creator" },
    { "x-forwarded-for": `10.77.${n >> 8}.${n & 255}` },
  );
  if (res.status !== 200) throw new Error(`signing up ${name}${n} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return client;
}
