import { FRAME_MODES as DRAWN_MODES } from "@twend/composition";
import { FRAME_MODES } from "@twend/shared";
import { describe, expect, it } from "vitest";

describe("frame modes", () => {
  it("are the same list where the API validates them and where the composition draws them", () => {
    expect([...FRAME_MODES]).toEqual([...DRAWN_MODES]);
  });
});
