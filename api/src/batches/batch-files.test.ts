import { describe, expect, it } from "vitest";
import { batchFileNames } from "./batch-files.ts";

describe("batchFileNames", () => {
  it("names each DP as a visitor's download is named, numbering copies whatever their case", () => {
    expect(batchFileNames(["Ada", "ada", "", "", "Grace/Hopper"], "Team Day")).toEqual([
      "Ada_Team Day_DP.png",
      "ada_Team Day_DP (2).png",
      "Team Day_DP.png",
      "Team Day_DP (2).png",
      "GraceHopper_Team Day_DP.png",
    ]);
  });
});
