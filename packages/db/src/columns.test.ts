import { CAMPAIGN_DESIGN_DEFAULTS, DESIGN_FIELDS } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { DESIGN_SELECT, columnOf, designOfRow, toColumns } from "./columns.ts";
import { Prisma } from "./generated/prisma/client.ts";

describe("API fields and Prisma's columns", () => {
  it("names each API field by the Prisma field the schema maps to it", () => {
    expect(columnOf("avatar_x")).toBe("avatarX");
    expect(columnOf("caption_template")).toBe("captionTemplate");
    expect(columnOf("title")).toBe("title");
    // Every design field is a column of campaigns under that name.
    expect(DESIGN_FIELDS.map(columnOf).filter((column) => !(column in Prisma.CampaignScalarFieldEnum))).toEqual([]);
  });

  it("selects every design column and reads a row back under the API's names", () => {
    expect(Object.keys(DESIGN_SELECT).sort()).toEqual(DESIGN_FIELDS.map(columnOf).sort());
    const row: Parameters<typeof designOfRow>[0] = {
      avatarX: 100,
      avatarY: 100,
      avatarSize: 120,
      avatarShape: "circle",
      avatarColor: "#ffffff",
      frameMode: "slot",
      textX: 250,
      textY: 300,
      textFont: "Arial",
      textSize: 32,
      textColor: "#ffffff",
      includeText: true,
    };
    expect(designOfRow(row)).toEqual(CAMPAIGN_DESIGN_DEFAULTS);
  });

  it("carries over only the named fields, leaving the ones a form left out undefined", () => {
    const form: { text_size?: number; title?: string; include_text?: boolean; short_id?: string } = { text_size: 40, title: "T", short_id: "ignored" };
    expect(toColumns(form, ["text_size", "title", "include_text"])).toEqual({
      textSize: 40,
      title: "T",
      includeText: undefined,
    });
  });
});
