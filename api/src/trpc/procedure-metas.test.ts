import { describe, expect, it } from "vitest";
import { largestBodyLimit, procedureMetas } from "./procedure-metas.ts";

describe("procedureMetas", () => {
  const metas = new Map(procedureMetas().map(({ path, meta }) => [path, meta]));

  it("finds every procedure of every domain by its dotted path, with the meta it was declared with", () => {
    expect(metas.get("campaigns.byShortId")).toMatchObject({ access: "public" });
    expect(metas.get("studio.create")).toMatchObject({ access: "user", upload: { field: "background_image_url" } });
    expect(metas.get("batches.create")?.bodyLimit).toBeGreaterThan(1024 * 1024);
    expect([...metas.keys()].every((path) => /^[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(path))).toBe(true);
    expect(new Set([...metas.keys()].map((path) => path.split(".")[0]))).toEqual(
      new Set(["account", "admin", "campaigns", "studio", "batches", "generator", "sharedDps", "visits", "blog", "contact", "newsletter", "clientErrors"]),
    );
  });

  it("gives the tRPC route the largest limit any procedure declares", () => {
    expect(largestBodyLimit()).toBe(Math.max(...[...metas.values()].map((meta) => meta.bodyLimit ?? 0)));
  });
});
