import { describe, expect, it } from "vitest";
import { type MutationView, shareLinkState } from "./share-link-state.ts";
import type { CreatedShareLink } from "./shared-dp-api.ts";

const link: CreatedShareLink = { id: "abcDEF123_-x", url: "https://twend.test/d/abcDEF123_-x", deleteToken: "t".repeat(43), expiresAt: "2026-12-23T00:00:00.000Z" };

const idle = { status: "idle", data: undefined, error: null, variables: undefined } as const;
const creation = (view: Partial<MutationView<CreatedShareLink, void>>): MutationView<CreatedShareLink, void> => ({ ...idle, ...view });
const removal = (view: Partial<MutationView<void, CreatedShareLink>>): MutationView<void, CreatedShareLink> => ({ ...idle, variables: link, ...view });

describe("shareLinkState", () => {
  it("follows the creation until a delete is asked for", () => {
    expect(shareLinkState(creation({}), idle)).toEqual({ kind: "idle" });
    expect(shareLinkState(creation({ status: "pending" }), idle)).toEqual({ kind: "uploading" });
    expect(shareLinkState(creation({ status: "success", data: link }), idle)).toEqual({ kind: "ready", link });
    expect(shareLinkState(creation({ status: "error", error: new Error("Campaign not found") }), idle)).toEqual({
      kind: "failed",
      message: "Campaign not found",
      link: null,
    });
    expect(shareLinkState(creation({ status: "error", error: new Error("") }), idle)).toEqual({ kind: "failed", message: "The link could not be created.", link: null });
  });

  it("then follows the delete, keeping the link while it can still be deleted", () => {
    const made = creation({ status: "success", data: link });
    expect(shareLinkState(made, removal({ status: "pending" }))).toEqual({ kind: "deleting", link });
    expect(shareLinkState(made, removal({ status: "success" }))).toEqual({ kind: "deleted" });
    expect(shareLinkState(made, removal({ status: "error", error: new Error("boom") }))).toEqual({ kind: "failed", message: "boom", link });
    expect(shareLinkState(made, removal({ status: "error", error: new Error("") }))).toEqual({ kind: "failed", message: "The link could not be deleted.", link });
  });
});
