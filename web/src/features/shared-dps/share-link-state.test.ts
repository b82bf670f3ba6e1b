import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { type MutationView, shareLinkState } from "./share-link-state.ts";
import type { CreatedShareLink } from "./shared-dp-api.ts";

const link: CreatedShareLink = { id: "abcDEF123_-x", url: "https://twend.test/d/abcDEF123_-x", deleteToken: "t".repeat(43), expiresAt: "2026-12-23T00:00:00.000Z" };

const idle = { status: "idle", data: undefined, error: null, variables: undefined } as const;
const creation = (view: Partial<MutationView<CreatedShareLink, void>>): MutationView<CreatedShareLink, void> => ({ ...idle, ...view });
const removal = (view: Partial<MutationView<void, CreatedShareLink>>): MutationView<void, CreatedShareLink> => ({ ...idle, variables: link, ...view });

describe("shareLinkState", () => {
  let en: I18n;
  beforeAll(async () => {
    en = await testI18n("en");
  });

  it("follows the creation until a delete is asked for", () => {
    expect(shareLinkState(en, creation({}), idle)).toEqual({ kind: "idle" });
    expect(shareLinkState(en, creation({ status: "pending" }), idle)).toEqual({ kind: "uploading" });
    expect(shareLinkState(en, creation({ status: "success", data: link }), idle)).toEqual({ kind: "ready", link });
    expect(shareLinkState(en, creation({ status: "error", error: new Error("Campaign not found") }), idle)).toEqual({
      kind: "failed",
      message: "Campaign not found",
      link: null,
    });
    expect(shareLinkState(en, creation({ status: "error", error: new Error("") }), idle)).toEqual({
      kind: "failed",
      message: "The link could not be created.",
      link: null,
    });
  });

  it("then follows the delete, keeping the link while it can still be deleted", () => {
    const made = creation({ status: "success", data: link });
    expect(shareLinkState(en, made, removal({ status: "pending" }))).toEqual({ kind: "deleting", link });
    expect(shareLinkState(en, made, removal({ status: "success" }))).toEqual({ kind: "deleted" });
    expect(shareLinkState(en, made, removal({ status: "error", error: new Error("boom") }))).toEqual({ kind: "failed", message: "boom", link });
    expect(shareLinkState(en, made, removal({ status: "error", error: new Error("") }))).toEqual({ kind: "failed", message: "The link could not be deleted.", link });
  });
});
