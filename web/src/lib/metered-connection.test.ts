import { describe, expect, it } from "vitest";
import { isMeteredConnection, savesData } from "./metered-connection.ts";

const browser = (connection?: object) => (connection ? { connection } : {}) as Navigator;

describe("a metered connection", () => {
  it("is Save-Data, or a 2G or 3G effective connection", () => {
    expect(isMeteredConnection(browser({ saveData: true, effectiveType: "4g" }))).toBe(true);
    for (const effectiveType of ["slow-2g", "2g", "3g"]) expect(isMeteredConnection(browser({ saveData: false, effectiveType }))).toBe(true);
  });

  it("is not a 4G connection, nor a browser that does not say", () => {
    expect(isMeteredConnection(browser({ saveData: false, effectiveType: "4g" }))).toBe(false);
    expect(isMeteredConnection(browser())).toBe(false);
    expect(savesData(browser())).toBe(false);
    expect(savesData(browser({ saveData: true }))).toBe(true);
  });
});
