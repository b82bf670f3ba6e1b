// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // Build output, installed packages, Prisma's generated client and local data are not ours to lint.
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/dist-server/",
      "packages/db/src/generated/",
      "packages/i18n/catalogs/",
      "**/.data/",
      "**/.turbo/",
      "**/coverage/",
      "test-results/",
      "e2e/artifacts/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    rules: {
      // A `_` prefix marks a name the code must bind but does not use: a parameter a signature requires, or a field a destructuring leaves out of `...rest`.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The worker is an app like the API: what both need lives in @twend/jobs and @twend/runtime.
    ignores: ["worker/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@twend/worker", "@twend/worker/*", "**/worker/src/**"],
              message: "The worker is an app: import from @twend/jobs or @twend/runtime instead.",
            },
          ],
        },
      ],
    },
  },
);
