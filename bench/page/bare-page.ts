import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { probeImage } from "@twend/media";
import { startServerScript, type BareServer } from "../generate/bare-process.ts";

async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res;
}

function headField(html: string, pattern: RegExp, what: string): string {
  const value = pattern.exec(html)?.[1];
  if (value === undefined) throw new Error(`the campaign page's HTML has no ${what}`);
  return value;
}

/**
 * The campaign page's headers that decide which of the browser's processes draws it. Lighthouse
 * loads about:blank first and then the page in the same tab: a page without these stays in that
 * process, already warmed by Lighthouse's own scripts, where the app's page, isolated by its
 * opener policy, starts a fresh one, as every visitor arriving from another app does.
 */
const PROCESS_HEADERS = ["cross-origin-opener-policy", "origin-agent-cluster"];

/**
 * The floor the campaign page is measured against: its served title and
 * description (copied as served, so already escaped) and the preview copy
 * the campaign page shows on the same phone, as plain HTML with a little inline CSS and no script,
 * from a bare node:http server in a child process, with the campaign page's process headers.
 */
export async function startBarePage(appOrigin: string, campaignPath: string, previewImagePath: string): Promise<BareServer> {
  const campaign = await fetchOk(appOrigin + campaignPath);
  const html = await campaign.text();
  const processHeaders = Object.fromEntries(
    PROCESS_HEADERS.flatMap((name) => {
      const value = campaign.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const title = headField(html, /<title>([^<]*)<\/title>/, "<title>");
  const description = headField(html, /<meta name="description" content="([^"]*)"/, "meta description");
  const image = Buffer.from(await (await fetchOk(appOrigin + previewImagePath)).arrayBuffer());
  const { mimeType, width, height } = await probeImage(image);
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="icon" href="data:,">
<style>body{margin:0 auto;max-width:40rem;padding:1rem;font:16px/1.5 system-ui,sans-serif;color:#0f172a}img{display:block;width:100%;height:auto}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${description}</p>
<img src="/preview" width="${width}" height="${height}" alt="${title}">
</main>
</body>
</html>
`;
  const dir = await mkdtemp(path.join(tmpdir(), "twend-bench-bare-page-"));
  try {
    await writeFile(path.join(dir, "index.html"), page);
    await writeFile(path.join(dir, "preview"), image);
    // The server reads both files when it starts, so the folder can go as soon as it listens.
    return await startServerScript(path.join(import.meta.dirname, "bare-page-server.ts"), {
      BARE_PAGE_DIR: dir,
      BARE_IMAGE_TYPE: mimeType,
      BARE_PAGE_HEADERS: JSON.stringify(processHeaders),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
