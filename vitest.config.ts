import { defineConfig } from "vitest/config";
import { linguiMacros } from "./web/lingui-macros.ts";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [linguiMacros(false)],
        test: {
          name: "unit+integration",
          include: [
            "packages/*/src/**/*.test.ts",
            "prisma/**/*.test.ts",
            "api/src/**/*.test.ts",
            "worker/src/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
            "deploy/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default (a worker fewer than the cores) runs one file at a time on two cores,
          // which leaves one idle while a file waits on PostgreSQL or Redis; a third worker only crowds them.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/support/seeded-template.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // expect.poll's one-second default is shorter than a page's lazy chunk or a refetch takes
          // while the other file's browser holds both cores; a real hang still fails within the test.
          expect: { poll: { timeout: 15_000 } },
          // After the unit files, two files at a time, each with its own server and browser: a file
          // alone leaves most of two cores idle while its pages load and settle.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
