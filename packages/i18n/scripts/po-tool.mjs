/* global process, console */
// Translators' tool: `dump` lists a catalogue's texts as JSON ({ id: { en, translation, context? } }),
// `apply` writes translations ({ id: "text" }) into it. Uses Lingui's own PO formatter, so the file
// stays as `npm run i18n:extract` writes it.
//   node packages/i18n/scripts/po-tool.mjs dump packages/i18n/catalogs/es/public.po [--missing]
//   node packages/i18n/scripts/po-tool.mjs apply packages/i18n/catalogs/es/public.po translations.json
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";

const [command, file, extra] = process.argv.slice(2);
if (!command || !file) {
  console.error("usage: po-tool.mjs dump <file.po> [--missing] | apply <file.po> <translations.json>");
  process.exit(1);
}
const po = formatter({ lineNumbers: false });
const locale = path.basename(path.dirname(file));
const ctx = { locale, sourceLocale: "en", filename: file };
const catalog = await po.parse(readFileSync(file, "utf8"), ctx);

if (command === "dump") {
  const out = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (message.obsolete) continue;
    if (extra === "--missing" && message.translation) continue;
    out[id] = {
      en: message.message ?? id,
      translation: message.translation ?? "",
      ...(message.context ? { context: message.context } : {}),
      ...(message.comments?.length ? { comments: message.comments } : {}),
    };
  }
  console.log(JSON.stringify(out, null, 1));
} else if (command === "apply") {
  const translations = JSON.parse(readFileSync(extra, "utf8"));
  let applied = 0;
  for (const [id, text] of Object.entries(translations)) {
    if (!catalog[id]) {
      console.error(`unknown id ${id}`);
      continue;
    }
    catalog[id].translation = text;
    applied++;
  }
  writeFileSync(file, await po.serialize(catalog, { ...ctx, existing: readFileSync(file, "utf8") }));
  console.log(`applied ${applied} translations to ${file}`);
}
