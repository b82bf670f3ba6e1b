/**
 * Prettier's defaults (double quotes, semicolons, trailing commas) are the code's style; indentation and line ends come from .editorconfig.
 * The code was written to long lines: 170 columns changed the fewest lines of any width tried from 100 to 200.
 * @type {import("prettier").Config}
 */
export default {
  printWidth: 170,
};
