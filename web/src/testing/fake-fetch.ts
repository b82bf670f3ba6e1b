/** `fetch` as a stand-in transport is called in tests. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface FakeCall {
  path: string;
  method: string;
  /** The parsed JSON body, or undefined when none was sent. */
  json: unknown;
  init: RequestInit | undefined;
}

export type FakeFetch = Fetch & { calls: FakeCall[] };

/** A stand-in for `fetch` in Node tests of the SPA's API clients: records each call and lets `handler` answer. */
export function fakeFetch(handler: (call: FakeCall) => Response | Promise<Response>): FakeFetch {
  const calls: FakeCall[] = [];
  const fn = async (input: string, init?: RequestInit): Promise<Response> => {
    const call: FakeCall = {
      path: input,
      method: init?.method ?? "GET",
      json: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      init,
    };
    calls.push(call);
    return handler(call);
  };
  return Object.assign(fn, { calls });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A promise with its resolver exposed, to hold an answer back while a test acts. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
