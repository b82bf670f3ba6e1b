import { TRPCClientError } from "@trpc/client";
import { campaignDraftInput } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { UnreadableAnswer } from "../../lib/api-errors/call-failure.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { describeDraftFailure, describeCreateFailure, describeLoadFailure, describeUpdateFailure } from "./studio-errors.ts";

const i18n = await testI18n();

/** A call the API refused, as tRPC's client reports it. */
function refused(status: number, message: string) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: status } } });
}

const unreachable = TRPCClientError.from(new TypeError("Failed to fetch"));

describe("creator errors", () => {
  it("shows an issues list as 'path: message' joined by '; '", () => {
    const error = {
      issues: [
        { path: ["title"], message: "Title is required" },
        { path: ["avatar", 0], message: "Too big" },
      ],
    };
    expect(describeDraftFailure(i18n, error)).toBe("title: Title is required; avatar.0: Too big");
  });

  it("shows an issue without a path as its message alone", () => {
    expect(describeDraftFailure(i18n, { issues: [{ path: [], message: "Bad draft" }] })).toBe("Bad draft");
  });

  it("falls back to the object's message, then to the validation text", () => {
    expect(describeDraftFailure(i18n, { message: "Title too long" })).toBe("Title too long");
    expect(describeDraftFailure(i18n, { issues: [] })).toBe("Validation failed. Please check your inputs.");
    expect(describeDraftFailure(i18n, {})).toBe("Validation failed. Please check your inputs.");
  });

  it("shows a string as it is, and the default when there is nothing", () => {
    expect(describeDraftFailure(i18n, "Background image is required")).toBe("Background image is required");
    expect(describeDraftFailure(i18n, undefined)).toBe("Failed to create campaign");
    expect(describeDraftFailure(i18n, null)).toBe("Failed to create campaign");
    expect(describeDraftFailure(i18n, "")).toBe("Failed to create campaign");
  });

  it("renders any other kind of value with the generic text", () => {
    expect(describeDraftFailure(i18n, 42)).toBe("An error occurred. Please try again.");
    expect(describeDraftFailure(i18n, true)).toBe("An error occurred. Please try again.");
  });

  it("words a network failure on its own", () => {
    expect(describeCreateFailure(i18n, unreachable)).toBe("Failed to create campaign. Please try again.");
  });

  it("reads the server's answer", () => {
    expect(describeCreateFailure(i18n, refused(400, "title: Title is required"))).toBe("title: Title is required");
    expect(describeCreateFailure(i18n, refused(500, ""))).toBe("Failed to create campaign");
    expect(describeCreateFailure(i18n, TRPCClientError.from(new UnreadableAnswer(502)))).toBe("Failed to create campaign");
  });

  it("says the image is too large when a 413 comes without a reason", () => {
    expect(describeCreateFailure(i18n, TRPCClientError.from(new UnreadableAnswer(413)))).toBe("Image must be smaller than 10MB");
    expect(describeCreateFailure(i18n, refused(413, "Request body is too large"))).toBe("Request body is too large");
  });

  it("shows the form's own schema check like the server's issues", () => {
    const draft = campaignDraftInput.safeParse({ title: " ", background_image_url: "data:x" });
    expect(draft.success).toBe(false);
    expect(describeCreateFailure(i18n, draft.error)).toBe("title: Title is required");
  });

  it("words the form's own check in the creator's language", async () => {
    const draft = campaignDraftInput.safeParse({ title: "x".repeat(101), background_image_url: "data:x", avatar_size: 20 });
    expect(draft.success).toBe(false);
    expect(describeCreateFailure(i18n, draft.error)).toBe("title: Title must be at most 100 characters; avatar_size: avatar_size must be between 50 and 400");
    expect(describeCreateFailure(await testI18n("es"), draft.error)).toBe(
      "title: El campo Título debe tener como máximo 100 caracteres; avatar_size: El campo avatar_size debe estar entre 50 y 400",
    );
  });
});

describe("editor save errors", () => {
  it("shows the server's text, else the fallback", () => {
    expect(describeUpdateFailure(i18n, refused(409, "This custom link is already taken. Please choose another one."))).toBe(
      "This custom link is already taken. Please choose another one.",
    );
    expect(describeUpdateFailure(i18n, refused(500, " "))).toBe("Failed to update campaign");
    expect(describeUpdateFailure(i18n, TRPCClientError.from(new UnreadableAnswer(502)))).toBe("Failed to update campaign");
  });

  it("words a network failure on its own", () => {
    expect(describeUpdateFailure(i18n, unreachable)).toBe("Failed to update campaign. Please try again.");
  });

  it("lists the form's own schema issues", () => {
    expect(describeUpdateFailure(i18n, { issues: [{ path: ["short_id"], message: "This custom link is reserved. Please choose another one." }] })).toBe(
      "short_id: This custom link is reserved. Please choose another one.",
    );
  });
});

describe("editor load errors", () => {
  it("adds the reason when there is one: the status of a refusal, else the error's message", () => {
    expect(describeLoadFailure(i18n, refused(500, "Something went wrong"))).toBe("Failed to load campaign: HTTP error! status: 500");
    expect(describeLoadFailure(i18n, unreachable)).toBe("Failed to load campaign: Failed to fetch");
  });

  it("is plain without one", () => {
    expect(describeLoadFailure(i18n, new Error(""))).toBe("Failed to load campaign");
    expect(describeLoadFailure(i18n, "boom")).toBe("Failed to load campaign");
  });
});
