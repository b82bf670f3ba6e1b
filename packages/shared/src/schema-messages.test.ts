import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminCampaignQuerySchema } from "./admin-schemas.ts";
import { profileInput, registerInput } from "./auth-schemas.ts";
import { blogPostInputSchema } from "./blog-schemas.ts";
import { campaignDraftInput, campaignUpdateInput } from "./campaign-schemas.ts";
import { contactInputSchema } from "./content-schemas.ts";
import { formatZodError } from "./format-zod-error.ts";
import { generateDpInput } from "./generator-schemas.ts";
import { fillTemplate, refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";
import { trackVisitInput } from "./schemas.ts";

function refusalOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : formatZodError(result.error);
}

describe("the schemas' refusals", () => {
  // Outside clients read these texts: filled from templates, they must read exactly as they always have.
  it.each([
    [campaignDraftInput, { title: "x".repeat(101), background_image_url: "data:x" }, "title: Title must be at most 100 characters"],
    [campaignDraftInput, { title: "t", background_image_url: "data:x", avatar_x: 450, avatar_size: 100 }, "avatar_x: avatar_x + avatar_size must be at most 500"],
    [campaignUpdateInput, { text_size: 12, avatar_size: 10.5 }, "avatar_size: avatar_size must be between 50 and 400; text_size: text_size must be between 16 and 72"],
    [campaignUpdateInput, { locale: "xx" }, "locale: locale must be null or one of: en, id, ms, es, pt-BR, fr, ar, hi, tr, ur"],
    [
      campaignUpdateInput,
      { avatar_color: "red", include_text: "yes" },
      "avatar_color: avatar_color must be a colour like #ffffff; include_text: include_text must be true or false",
    ],
    [profileInput, { website: "ftp://x" }, "website: Website must be a URL starting with http:// or https://"],
    [registerInput, { email: "a@example.com", password: "long enough", firstName: " ", lastName: "L" }, "firstName: First name is required"],
    [blogPostInputSchema, { title: "", content: "c".repeat(200_001) }, "title: Title is required.; content: Content must be at most 200000 characters"],
    [contactInputSchema, { name: "", email: "", subject: "general", message: "m" }, "name: Name is required; email: Email is required"],
    [
      generateDpInput,
      { campaign_id: 2_147_483_648, photo_url: "", session_id: "session-1" },
      "campaign_id: campaign_id must be at most 2147483647; photo_url: photo_url is required",
    ],
    [trackVisitInput, { session_id: "short", page_path: "x" }, "session_id: session_id must be at least 8 characters; page_path: page_path must start with /"],
    [adminCampaignQuerySchema, { limit: "101", sortOrder: "up" }, "limit: limit must be at most 100; sortOrder: sortOrder must be desc or asc"],
  ] as const)("%#: read as they always have", (schema, input, expected) => {
    expect(refusalOf(schema, input)).toBe(expected);
  });
});

describe("fillTemplate", () => {
  it("puts each value in its placeholder as it is", () => {
    expect(fillTemplate(SCHEMA_MESSAGES.outOfRange, { field: "zoom", min: 1, max: 4 })).toBe("zoom must be between 1 and 4");
    expect(fillTemplate(SCHEMA_MESSAGES.notOneOf, { field: "$& {field}", options: "$1, $$" })).toBe("$& {field} must be one of: $1, $$");
    expect(refusal(SCHEMA_MESSAGES.required, "Email")).toBe("Email is required");
  });
});
