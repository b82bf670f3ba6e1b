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
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One browser and one server at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
