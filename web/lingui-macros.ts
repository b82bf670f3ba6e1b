import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

// Only modules that import a macro go through Babel; every other module skips it.
const USES_MACRO = /from ["']@lingui\/(?:core|react)\/macro["']/;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) become catalogue lookups by id, by Lingui's
 * own Babel plugin. A production build keeps only the ids: the English texts travel once, in the
 * English catalogue, not in the code as well. Used by the app's build and by the tests, which
 * render the same components. (`@rolldown/plugin-babel` does the same but asks for Node 22.)
 */
export function linguiMacros(production: boolean): Plugin {
  return {
    name: "lingui-macros",
    enforce: "pre",
    transform: {
      filter: { id: /\.[jt]sx?$/, code: USES_MACRO },
      async handler(code, id) {
        if (id.includes("/node_modules/")) return null;
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ["jsx", "typescript"] },
          plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: production }]],
        });
        return result?.code ? { code: result.code, map: result.map ?? null } : null;
      },
    },
  };
}
