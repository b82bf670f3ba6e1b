import sharp from "sharp";
import { expect } from "vitest";

export interface CreatedTwend {
  id: number;
  short_id: string;
  title: string;
}

export interface CreatorTwends {
  /** The creator's session cookie, for pages opened signed in. */
  session: { name: string; value: string };
  created: CreatedTwend[];
}

/** Registers a creator and creates `drafts` as them through the public API, so a test runs on PGlite and PostgreSQL alike. */
export async function createTwendsAsCreator(origin: string, email: string, drafts: ReadonlyArray<{ title: string; category: string }>): Promise<CreatorTwends> {
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Ballot-Frame-2931", firstName: "Ada", lastName: "Lovelace" }),
  });
  expect(registered.ok).toBe(true);
  const [pair = ""] = (registered.headers.getSetCookie()[0] ?? "").split(";");
  const [name = "", value = ""] = pair.split(/=(.*)/s);
  expect(value).not.toBe("");

  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .png()
    .toBuffer();
  const background = `data:image/png;base64,${png.toString("base64")}`;
  const created: CreatedTwend[] = [];
  for (const draft of drafts) {
    const res = await fetch(`${origin}/api/campaigns`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: `${name}=${value}` },
      body: JSON.stringify({ ...draft, background_image_url: background }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    created.push(((await res.json()) as { data: CreatedTwend }).data);
  }
  return { session: { name, value }, created };
}
