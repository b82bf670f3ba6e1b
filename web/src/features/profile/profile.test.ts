import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import type { CurrentUser } from "../auth/current-user.ts";
import { showText } from "../auth/user-text.ts";
import { fallbackProfile, fromDraft, pictureSizeError, toDraft, validateDraft } from "./profile.ts";

const user: CurrentUser = {
  id: "3f0c8d2e-8d7a-4a51-9d7b-1c2b3a4d5e6f",
  email: "grace.hopper@example.com",
  first_name: "Grace",
  last_name: "Hopper",
  created_at: "2025-01-02T03:04:05.000Z",
  updated_at: "2025-01-02T03:04:05.000Z",
  last_signed_in_at: null,
  google_sub: null,
  google_user_data: null,
};

let en: I18n;
let es: I18n;
beforeAll(async () => {
  [en, es] = await Promise.all([testI18n("en"), testI18n("es")]);
});

const draft = { display_name: "Grace", bio: "", website: "", notifications: true, public_profile: false };

describe("fallbackProfile", () => {
  it("takes the Google name, else the part of the address before the at sign", () => {
    expect(fallbackProfile(user).display_name).toBe("grace.hopper");
    const google = { ...user, google_user_data: { name: "Grace H.", picture: null, email_verified: true } };
    expect(fallbackProfile(google).display_name).toBe("Grace H.");
  });
});

describe("drafts", () => {
  it("round-trip, trimming text and sending empty fields as null", () => {
    const profile = { display_name: "Grace", bio: null, website: "https://example.com", notifications: true, public_profile: false };
    expect(fromDraft(toDraft(profile))).toEqual(profile);
    expect(fromDraft({ ...draft, display_name: "  Grace  ", bio: "   " })).toMatchObject({ display_name: "Grace", bio: null });
  });
});

describe("validateDraft", () => {
  it("accepts an empty or http(s) website", () => {
    expect(validateDraft(draft)).toBeNull();
    expect(validateDraft({ ...draft, website: "https://grace.example.com/about" })).toBeNull();
    expect(validateDraft({ ...draft, website: "http://example.com" })).toBeNull();
  });

  it("names the website field for other addresses", () => {
    const problem = validateDraft({ ...draft, website: "javascript:alert(1)" });
    expect(problem?.field).toBe("website");
    expect(problem && showText(en, problem.message)).toBe("Website must be a URL starting with http:// or https://");
    expect(validateDraft({ ...draft, website: "example.com" })).toMatchObject({ field: "website" });
  });

  it("words its refusals in the visitor's language, a field's limit included", () => {
    const website = validateDraft({ ...draft, website: "example.com" });
    expect(website && showText(es, website.message)).toBe("El sitio web debe ser una URL que empiece por http:// o https://");
    const bio = validateDraft({ ...draft, bio: "b".repeat(501) });
    expect(bio?.field).toBe("bio");
    expect(bio && showText(en, bio.message)).toBe("Bio must be at most 500 characters");
    expect(bio && showText(es, bio.message)).toBe("El campo Biografía debe tener como máximo 500 caracteres");
  });
});

describe("pictureSizeError", () => {
  it("allows pictures under 5 MB only", () => {
    expect(pictureSizeError(5 * 1024 * 1024 - 1)).toBeNull();
    const tooLarge = pictureSizeError(5 * 1024 * 1024);
    expect(tooLarge && en._(tooLarge)).toBe("Please select an image smaller than 5MB");
  });
});
