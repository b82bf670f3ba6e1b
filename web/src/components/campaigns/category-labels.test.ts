import { CAMPAIGN_CATEGORIES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { categoryLabel } from "./category-labels.ts";

describe("categoryLabel", () => {
  it("reads each of the spec's categories as its English value in English, and shows a value outside the list as it is", async () => {
    const en = await testI18n("en");
    expect(CAMPAIGN_CATEGORIES.map((category) => categoryLabel(en, category))).toEqual([...CAMPAIGN_CATEGORIES]);
    expect(categoryLabel(en, "Politics")).toBe("Politics");
  });
});
