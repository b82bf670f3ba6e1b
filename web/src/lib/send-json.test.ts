import { describe, expect, it } from "vitest";
import { NetworkError } from "../features/auth/http.ts";
import { sendJson } from "./send-json.ts";

type Handler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** Just enough of XMLHttpRequest for sendJson, driven by the test. */
class FakeRequest {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: string | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.sent = body;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function start(onUploadProgress?: (fraction: number) => void) {
  const request = new FakeRequest();
  const reply = sendJson("PUT", "/api/campaigns/1", { title: "A" }, { onUploadProgress, createRequest: () => request as unknown as XMLHttpRequest });
  return { request, reply };
}

describe("sendJson", () => {
  it("sends the JSON body and parses the JSON answer whatever the status", async () => {
    const { request, reply } = start();
    expect(request.opened).toEqual(["PUT", "/api/campaigns/1"]);
    expect(request.headers["Content-Type"]).toBe("application/json");
    expect(request.sent).toBe('{"title":"A"}');
    request.answer(409, '{"success":false,"error":"taken"}');
    await expect(reply).resolves.toEqual({ ok: false, status: 409, body: { success: false, error: "taken" } });
  });

  it("reports the share of the body uploaded", async () => {
    const seen: number[] = [];
    const { request, reply } = start((fraction) => seen.push(fraction));
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    request.answer(200, '{"success":true}');
    await reply;
    expect(seen).toEqual([0.25, 1]);
  });

  it("gives a null body for an answer that is not JSON", async () => {
    const { request, reply } = start();
    request.answer(413, "<html>Payload Too Large</html>");
    await expect(reply).resolves.toEqual({ ok: false, status: 413, body: null });
  });

  it("rejects with a NetworkError when no answer came", async () => {
    const { request, reply } = start();
    request.onerror?.();
    await expect(reply).rejects.toBeInstanceOf(NetworkError);
  });
});
