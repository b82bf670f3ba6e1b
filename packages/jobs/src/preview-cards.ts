import { createHash } from "node:crypto";
import { designOfRow, type Campaign, type MediaObject, type PrismaClient } from "@twend/db";
import { resolveMediaExt, saveImage, type MediaStore } from "@twend/media";
import type { RenderPool } from "./render/render-pool.ts";

/** A Twend as the card needs it: its row and its stored background. */
export type PreviewSubject = Campaign & { background: MediaObject | null };

export interface PreviewCard {
  /** The PNG's content hash, as stored in the media store and `campaigns.preview_hash`. */
  hash: string;
  /** The `previewVersion` it was drawn from. */
  version: string;
  bytes: Buffer;
}

export interface PreviewCardDeps {
  prisma: PrismaClient;
  media: MediaStore;
  /** Shown on the card as 'Add your photo on {host}'. */
  host: string;
  renderPool: RenderPool;
}

export interface PreviewCards {
  /** Changes whenever anything drawn on the card does, so a link carrying it names one card. */
  version(campaign: Campaign): string;
  /** The stored card's hash when it was drawn from the Twend as it is now, else null; reads no file. */
  storedHash(campaign: Campaign): string | null;
  /** The stored card when it was drawn from the Twend as it is now, else null. */
  stored(campaign: PreviewSubject): Promise<PreviewCard | null>;
  /**
   * Draws the card of the Twend as it is now, stores it and records it on the
   * row. Calls for the same version while one is drawing share that drawing.
   * Null when the Twend has no stored background to draw.
   */
  draw(campaign: PreviewSubject): Promise<PreviewCard | null>;
  /** The stored card when current, else a fresh drawing. */
  current(campaign: PreviewSubject): Promise<PreviewCard | null>;
}

const VERSION_LENGTH = 16;

/** The link-preview cards of Twends, drawn by the `campaign.preview` job and, when a crawler comes first, on demand. */
export function createPreviewCards(deps: PreviewCardDeps): PreviewCards {
  const drawing = new Map<string, Promise<PreviewCard | null>>();

  const version = (campaign: Campaign) =>
    createHash("sha256")
      .update(JSON.stringify([campaign.title, campaign.backgroundHash, designOfRow(campaign), deps.host]))
      .digest("hex")
      .slice(0, VERSION_LENGTH);

  /** The row's card when it was drawn from the Twend as it is now. */
  const currentCard = (campaign: Campaign): Omit<PreviewCard, "bytes"> | null => {
    const current = version(campaign);
    return campaign.previewHash && campaign.previewVersion === current ? { hash: campaign.previewHash, version: current } : null;
  };

  const stored = async (campaign: PreviewSubject): Promise<PreviewCard | null> => {
    const card = currentCard(campaign);
    if (!card) return null;
    const bytes = await deps.media.read(card.hash, "png");
    return bytes ? { ...card, bytes } : null;
  };

  const render = async (campaign: PreviewSubject, cardVersion: string): Promise<PreviewCard | null> => {
    if (!campaign.background) return null;
    const background = await deps.media.read(campaign.background.hash, resolveMediaExt(campaign.background.mimeType));
    if (!background) throw new Error(`background ${campaign.background.hash} is missing from the store`);
    const bytes = await deps.renderPool.render({
      kind: "preview",
      input: { design: designOfRow(campaign), background, title: campaign.title, host: deps.host },
    });
    const saved = await saveImage(deps.prisma, deps.media, bytes);
    // updateMany: a Twend deleted while its card was drawn is no error. An older drawing landing after a newer
    // one leaves a version that no longer matches, so the next request draws the current card again.
    await deps.prisma.campaign.updateMany({ where: { id: campaign.id }, data: { previewHash: saved.hash, previewVersion: cardVersion } });
    return { hash: saved.hash, version: cardVersion, bytes };
  };

  const draw = (campaign: PreviewSubject): Promise<PreviewCard | null> => {
    const cardVersion = version(campaign);
    const key = `${campaign.id}:${cardVersion}`;
    const running = drawing.get(key);
    if (running) return running;
    const started = render(campaign, cardVersion).finally(() => drawing.delete(key));
    drawing.set(key, started);
    return started;
  };

  return {
    version,
    storedHash: (campaign) => currentCard(campaign)?.hash ?? null,
    stored,
    draw,
    async current(campaign) {
      return (await stored(campaign)) ?? draw(campaign);
    },
  };
}
