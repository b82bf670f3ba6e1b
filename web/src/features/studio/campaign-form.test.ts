import { campaignDraftInput, campaignUpdateInput } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { ownerCampaignFixture } from "../../testing/owner-campaign-fixture.ts";
import { type CampaignForm, defaultForm, formFromCampaign, toDraftPayload, toUpdatePayload } from "./campaign-form.ts";

const upload = { kind: "upload", blob: new Blob(["x"]), dataUrl: "data:image/png;base64,eA==", name: "frame.png" } as const;

const stored = ownerCampaignFixture({
  id: 7,
  description: "Get out and vote",
  updated_at: "2026-01-02T00:00:00.000Z",
  avatar_x: 40,
  avatar_y: 60,
  avatar_size: 200,
  avatar_shape: "square",
  avatar_color: "#000",
  text_y: 420,
  text_font: "Impact",
  text_size: 48,
  text_color: "#ff0000",
  include_text: false,
  caption_template: "I support {title}! {link}",
  background_width: 1080,
  background_height: 1350,
});

describe("the creator form", () => {
  it("starts at the spec's defaults (section 3)", () => {
    const form = defaultForm();
    expect(form).toMatchObject({ title: "", description: "", category: "Business", locale: null, background: null, background_x: 0, background_y: 0 });
    expect(form.design).toEqual({
      avatar_x: 100,
      avatar_y: 100,
      avatar_size: 120,
      avatar_shape: "circle",
      avatar_color: "#ffffff",
      frame_mode: "slot",
      text_x: 250,
      text_y: 300,
      text_font: "Arial",
      text_size: 32,
      text_color: "#ffffff",
      include_text: true,
    });
  });

  it("hands out a fresh form each time, so 'Create Another' cannot inherit edits", () => {
    const first = defaultForm();
    first.design.avatar_x = 5;
    expect(defaultForm().design.avatar_x).toBe(100);
  });

  it("sends the full draft, trimmed, with empty optional texts as null, and passes the server's schema", () => {
    const form: CampaignForm = { ...defaultForm(), title: "  Pride 2026 ", description: "   ", caption_template: "", background: upload };
    const draft = toDraftPayload(form);
    expect(draft).toMatchObject({
      title: "Pride 2026",
      description: null,
      caption_template: null,
      background_image_url: upload.dataUrl,
      category: "Business",
      locale: null,
      avatar_x: 100,
      include_text: true,
    });
    expect(Object.keys(draft).sort()).toEqual(
      [
        "title",
        "description",
        "background_image_url",
        "background_x",
        "background_y",
        "avatar_x",
        "avatar_y",
        "avatar_size",
        "avatar_shape",
        "avatar_color",
        "frame_mode",
        "text_x",
        "text_y",
        "text_font",
        "text_size",
        "text_color",
        "include_text",
        "category",
        "locale",
        "caption_template",
      ].sort(),
    );
    expect(campaignDraftInput.safeParse(draft).success).toBe(true);
  });

  it("sends the frame style the creator chose, which the server's schema keeps", () => {
    const form = defaultForm();
    const draft = toDraftPayload({ ...form, title: "Frame", background: upload, design: { ...form.design, frame_mode: "overlay" } });
    expect(draft.frame_mode).toBe("overlay");
    expect(campaignDraftInput.parse(draft).frame_mode).toBe("overlay");
  });

  it("sends the page language the creator chose, and null for the visitor's own", () => {
    const form: CampaignForm = { ...defaultForm(), title: "Fête", background: upload };
    expect(campaignDraftInput.parse(toDraftPayload(form)).locale).toBeNull();
    expect(campaignDraftInput.parse(toDraftPayload({ ...form, locale: "fr" })).locale).toBe("fr");
  });
});

describe("the editor form", () => {
  it("is filled from the stored Twend, keeping its image by URL", () => {
    const form = formFromCampaign(stored);
    expect(form).toMatchObject({
      title: "Vote 2026",
      description: "Get out and vote",
      category: "Social",
      caption_template: "I support {title}! {link}",
      background: { kind: "stored", url: "/media/abc.png", width: 1080, height: 1350 },
    });
    expect(form.design).toMatchObject({ avatar_x: 40, avatar_size: 200, avatar_shape: "square", text_font: "Impact", include_text: false });
  });

  it("falls back to the defaults for a category or font no longer offered", () => {
    const form = formFromCampaign({ ...stored, category: "Politics", text_font: "Papyrus", description: null, caption_template: null });
    expect(form.category).toBe("Business");
    expect(form.design.text_font).toBe("Arial");
    expect(form.description).toBe("");
    expect(form.caption_template).toBe("");
  });

  it("saves every field plus the custom link, the unchanged image as its /media URL", () => {
    const update = toUpdatePayload(formFromCampaign(stored), " vote-now ");
    expect(update).toMatchObject({ short_id: "vote-now", background_image_url: "/media/abc.png", title: "Vote 2026", avatar_shape: "square" });
    expect(campaignUpdateInput.safeParse(update).success).toBe(true);
  });

  it("loads a stored frame over the photo and saves it back", () => {
    const form = formFromCampaign({ ...stored, frame_mode: "overlay" });
    expect(form.design.frame_mode).toBe("overlay");
    expect(formFromCampaign(stored).design.frame_mode).toBe("slot");
    const update = toUpdatePayload({ ...form, design: { ...form.design, frame_mode: "slot" } }, "vote-2026");
    expect(campaignUpdateInput.parse(update).frame_mode).toBe("slot");
    expect(campaignUpdateInput.parse(toUpdatePayload(form, "vote-2026")).frame_mode).toBe("overlay");
  });

  it("loads a stored page language and saves it back, or back to the visitor's own", () => {
    const form = formFromCampaign({ ...stored, locale: "ar" });
    expect(form.locale).toBe("ar");
    expect(formFromCampaign({ ...stored, locale: null }).locale).toBeNull();
    expect(campaignUpdateInput.parse(toUpdatePayload(form, "vote-2026")).locale).toBe("ar");
    expect(campaignUpdateInput.parse(toUpdatePayload({ ...form, locale: "pt-BR" }, "vote-2026")).locale).toBe("pt-BR");
    expect(campaignUpdateInput.parse(toUpdatePayload({ ...form, locale: null }, "vote-2026")).locale).toBeNull();
  });

  it("sends a newly picked image as its data URL", () => {
    expect(toUpdatePayload({ ...formFromCampaign(stored), background: upload }, "vote-2026").background_image_url).toBe(upload.dataUrl);
  });
});
