import { describe, expect, it } from "vitest";
import type { JsonReply } from "../auth/http.ts";
import type { SendJson, SendJsonOptions } from "../../lib/send-json.ts";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { ownerCampaignFixture } from "../../testing/owner-campaign-fixture.ts";
import { defaultForm, toDraftPayload } from "./campaign-form.ts";
import { createCampaign, fetchEditableCampaign, renameCampaign, updateCampaign } from "./studio-api.ts";
import { StudioApiError } from "./studio-errors.ts";

interface SentCall {
  method: string;
  path: string;
  json: unknown;
  options: SendJsonOptions | undefined;
}

function fakeSend(reply: JsonReply): SendJson & { calls: SentCall[] } {
  const calls: SentCall[] = [];
  const send: SendJson = async (method, path, json, options) => {
    calls.push({ method, path, json, options });
    options?.onUploadProgress?.(0.5);
    return reply;
  };
  return Object.assign(send, { calls });
}

const draft = toDraftPayload({ ...defaultForm(), title: "Pride", background: { kind: "stored", url: "/media/a.png", width: 1, height: 1 } });

describe("createCampaign", () => {
  it("posts the draft and returns the new id, short_id and title", async () => {
    const send = fakeSend({ ok: true, status: 200, body: { success: true, data: { id: 3, short_id: "pride-x1", title: "Pride" } } });
    const progress: number[] = [];
    await expect(createCampaign(send, draft, (p) => progress.push(p))).resolves.toEqual({ id: 3, short_id: "pride-x1", title: "Pride" });
    expect(send.calls[0]).toMatchObject({ method: "POST", path: "/api/campaigns", json: draft });
    expect(progress).toEqual([0.5]);
  });

  it("keeps the body's error as sent, whatever its shape", async () => {
    const issues = { issues: [{ path: ["title"], message: "Title is required" }] };
    const send = fakeSend({ ok: false, status: 400, body: { success: false, error: issues } });
    await expect(createCampaign(send, draft)).rejects.toMatchObject({ status: 400, bodyError: issues });
  });

  it("refuses a success without the created fields", async () => {
    const send = fakeSend({ ok: true, status: 200, body: { success: true, data: {} } });
    await expect(createCampaign(send, draft)).rejects.toBeInstanceOf(StudioApiError);
  });
});

describe("updateCampaign and renameCampaign", () => {
  it("puts the editor's fields to the Twend's own path", async () => {
    const send = fakeSend({ ok: true, status: 200, body: { success: true, data: {} } });
    await updateCampaign(send, 9, { ...draft, short_id: "pride-2026" });
    expect(send.calls[0]).toMatchObject({ method: "PUT", path: "/api/campaigns/9", json: { short_id: "pride-2026", title: "Pride" } });
  });

  it("puts only the title for a rename", async () => {
    const send = fakeSend({ ok: true, status: 200, body: { success: true, data: {} } });
    await renameCampaign(send, 9, "Pride 2026");
    expect(send.calls[0]).toMatchObject({ method: "PUT", path: "/api/campaigns/9", json: { title: "Pride 2026" } });
  });

  it("rejects with the server's error text", async () => {
    const send = fakeSend({ ok: false, status: 409, body: { success: false, error: "This custom link is already taken. Please choose another one." } });
    await expect(updateCampaign(send, 9, draft)).rejects.toMatchObject({ status: 409, bodyError: "This custom link is already taken. Please choose another one." });
  });
});

describe("fetchEditableCampaign", () => {
  const owned = ownerCampaignFixture({ id: 5, short_id: "vote" });

  it("finds the Twend in the user's own list", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: [{ ...owned, id: 4 }, owned] }));
    await expect(fetchEditableCampaign(fetch, 5)).resolves.toMatchObject({ id: 5, short_id: "vote" });
    expect(fetch.calls[0]).toMatchObject({ path: "/api/user/campaigns", method: "GET" });
  });

  it("answers null when the list does not hold it", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: [owned] }));
    await expect(fetchEditableCampaign(fetch, 6)).resolves.toBeNull();
  });

  it("throws 'HTTP error! status: {status}' on an HTTP failure", async () => {
    const fetch = fakeFetch(() => jsonResponse(500, { success: false, error: "boom" }));
    await expect(fetchEditableCampaign(fetch, 5)).rejects.toThrow("HTTP error! status: 500");
  });

  it("throws the server's reason on an unsuccessful answer", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: false, error: "Database is busy" }));
    await expect(fetchEditableCampaign(fetch, 5)).rejects.toThrow("Database is busy");
  });
});
