import { MESSAGES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { defaultForm, toDraftPayload, toUpdatePayload } from "./campaign-form.ts";
import { describeCreateFailure, describeUpdateFailure } from "./studio-errors.ts";
import { uploadingClient } from "./uploading-client.ts";

const i18n = await testI18n();

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** Just enough of XMLHttpRequest for the upload's fetch, answered by the test. */
class FakeRequest {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: string | FormData | null = null;
  status = 0;
  responseText = "";
  contentType: string | null = null;
  upload: { onprogress: ProgressHandler } = { onprogress: null };
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
  getResponseHeader(name: string) {
    return name.toLowerCase() === "content-type" ? this.contentType : null;
  }
  send(body: string | FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string, contentType = "application/json") {
    this.status = status;
    this.responseText = body;
    this.contentType = contentType;
    this.onload?.();
  }
}

/** The upload's client with a request the test answers once the call has been sent. */
function upload() {
  const request = new FakeRequest();
  const progress: number[] = [];
  const client = uploadingClient(
    (fraction) => progress.push(fraction),
    () => request as unknown as XMLHttpRequest,
  );
  return { request, progress, client };
}

/** Lets the link reach `send` before the test answers. */
async function sent(request: FakeRequest): Promise<void> {
  await expect.poll(() => request.sent).not.toBeNull();
}

/** tRPC's error answer, as the API sends it. */
function refusal(status: number, code: string, message: string, path: string): string {
  return JSON.stringify({ error: { message, code: -32600, data: { code, httpStatus: status, path } } });
}

const form = { ...defaultForm(), title: "Pride", background: { kind: "stored" as const, url: "/media/a.png", width: 1, height: 1 } };
const draft = toDraftPayload(form);

describe("the studio's uploads over tRPC", () => {
  it("sends a form as it is, with no type of its own, for the browser to frame as multipart with its boundary", async () => {
    const { request, client } = upload();
    const body = new FormData();
    body.append("input", JSON.stringify({ campaign_id: 7, csv: "name\nAda" }));
    body.append("photos_zip", new Blob([new Uint8Array([0x50, 0x4b])], { type: "application/zip" }), "team.zip");
    const created = client.batches.create.mutate(body as unknown as { campaign_id: number; csv: string });
    await sent(request);
    expect(request.opened).toEqual(["POST", "/trpc/batches.create"]);
    expect(request.sent).toBe(body);
    expect(request.headers["content-type"]).toBeUndefined();
    request.answer(400, refusal(400, "BAD_REQUEST", "Validation failed. Please check your inputs.", "batches.create"));
    await expect(created).rejects.toThrow("Validation failed. Please check your inputs.");
  });

  it("posts the draft to studio.create, reports the body's progress and returns the new Twend", async () => {
    const { request, progress, client } = upload();
    const created = client.studio.create.mutate(draft);
    await sent(request);
    expect(request.opened).toEqual(["POST", "/trpc/studio.create"]);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(String(request.sent))).toEqual(draft);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    request.answer(200, JSON.stringify({ result: { data: { id: 3, short_id: "pride-x1", title: "Pride" } } }));
    await expect(created).resolves.toEqual({ id: 3, short_id: "pride-x1", title: "Pride" });
    expect(progress).toEqual([0.25, 1]);
  });

  it("saves the editor's fields with the Twend's id in the same flat input", async () => {
    const { request, client } = upload();
    const saved = client.studio.update.mutate({ ...toUpdatePayload(form, "pride-2026"), id: 9 });
    await sent(request);
    expect(request.opened).toEqual(["POST", "/trpc/studio.update"]);
    expect(JSON.parse(String(request.sent))).toMatchObject({ id: 9, short_id: "pride-2026", title: "Pride" });
    request.answer(200, JSON.stringify({ result: { data: { id: 9, short_id: "pride-2026", title: "Pride" } } }));
    await expect(saved).resolves.toMatchObject({ id: 9, short_id: "pride-2026" });
  });

  it("shows the API's own reason for a refusal", async () => {
    const taken = "This custom link is already taken. Please choose another one.";
    const save = upload();
    const saving = save.client.studio.update.mutate({ id: 9, short_id: "taken" });
    await sent(save.request);
    save.request.answer(409, refusal(409, "CONFLICT", taken, "studio.update"));
    expect(describeUpdateFailure(i18n, await saving.catch((error: unknown) => error))).toBe(taken);

    const create = upload();
    const creating = create.client.studio.create.mutate(draft);
    await sent(create.request);
    create.request.answer(400, refusal(400, "BAD_REQUEST", "title: Title is required", "studio.create"));
    expect(describeCreateFailure(i18n, await creating.catch((error: unknown) => error))).toBe("title: Title is required");
  });

  it("says the image is too large when a proxy refuses the body before the API sees it", async () => {
    const create = upload();
    const creating = create.client.studio.create.mutate(draft);
    await sent(create.request);
    create.request.answer(413, "<html>413 Request Entity Too Large</html>", "text/html");
    expect(describeCreateFailure(i18n, await creating.catch((error: unknown) => error))).toBe(MESSAGES.backgroundTooLarge);

    const save = upload();
    const saving = save.client.studio.update.mutate({ id: 9, title: "Pride" });
    await sent(save.request);
    save.request.answer(413, JSON.stringify({ success: false, error: "Request body is too large" }));
    expect(describeUpdateFailure(i18n, await saving.catch((error: unknown) => error))).toBe(MESSAGES.backgroundTooLarge);
  });

  it("falls back to the spec's texts for another answer that is not the API's", async () => {
    const create = upload();
    const creating = create.client.studio.create.mutate(draft);
    await sent(create.request);
    create.request.answer(502, "<html>Bad Gateway</html>", "text/html");
    expect(describeCreateFailure(i18n, await creating.catch((error: unknown) => error))).toBe(MESSAGES.createFailed);
  });

  it("asks to try again when no answer came", async () => {
    const create = upload();
    const creating = create.client.studio.create.mutate(draft);
    await sent(create.request);
    create.request.onerror?.();
    expect(describeCreateFailure(i18n, await creating.catch((error: unknown) => error))).toBe("Failed to create campaign. Please try again.");

    const save = upload();
    const saving = save.client.studio.update.mutate({ id: 9, title: "Pride" });
    await sent(save.request);
    save.request.onerror?.();
    expect(describeUpdateFailure(i18n, await saving.catch((error: unknown) => error))).toBe("Failed to update campaign. Please try again.");
  });
});
