import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.ts";

let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-inline-css-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "assets", "index-abc.css"), "body{color:red}/* </style><script>x</script> */");
});

afterAll(() => rm(webDist, { recursive: true, force: true }));

describe("inlineStylesheets", () => {
  it("puts the app's stylesheet in a style element that its text cannot close, and leaves its link disabled for the app's loader to find", () => {
    const html = inlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>', webDist);
    expect(html).toBe('<head><style>body{color:red}/* <\\/style><script>x</script> */</style><link rel="stylesheet" href="/assets/index-abc.css" disabled></head>');
  });

  it("keeps the link when the file is not there", () => {
    const head = '<head><link rel="stylesheet" crossorigin href="/assets/gone-123.css"></head>';
    expect(inlineStylesheets(head, webDist)).toBe(head);
  });
});
