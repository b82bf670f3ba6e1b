import type { PrismaClient } from "@twend/db";

/** The Twend the page benchmarks drive: what the generator needs to know about it. */
export interface GeneratorCampaign {
  shortId: string;
  title: string;
  /** Slot centre in the 500x500 reference space, to start a drag inside the photo. */
  slotCentre: { x: number; y: number };
  backgroundWidth: number;
}

const BENCH_SIZE = 1080;

/**
 * A seeded 1080x1080 Twend that prints the visitor's name: the app seeds a
 * fresh database with a few, so the page bench uses a real design and background.
 */
export async function findGeneratorCampaign(prisma: PrismaClient): Promise<GeneratorCampaign> {
  const row = await prisma.campaign.findFirst({
    where: { isActive: true, includeText: true, background: { width: BENCH_SIZE, height: BENCH_SIZE } },
    orderBy: { id: "asc" },
    select: { shortId: true, title: true, avatarX: true, avatarY: true, avatarSize: true },
  });
  if (!row) throw new Error(`no seeded ${BENCH_SIZE}x${BENCH_SIZE} Twend with name text: did the app seed its database?`);
  return {
    shortId: row.shortId,
    title: row.title,
    slotCentre: { x: row.avatarX + row.avatarSize / 2, y: row.avatarY + row.avatarSize / 2 },
    backgroundWidth: BENCH_SIZE,
  };
}

/**
 * `count` active Twends copied from the design of `templateShortId` (same
 * background, thumbnail and preview media rows, so the public read joins what
 * a real one does), each under a short id of its own. Returns the short ids.
 */
export async function seedColdCampaigns(prisma: PrismaClient, templateShortId: string, count: number): Promise<string[]> {
  const template = await prisma.campaign.findUniqueOrThrow({ where: { shortId: templateShortId } });
  const { id: _id, shortId: _shortId, ownerId: _ownerId, createdAt: _createdAt, updatedAt: _updatedAt, ...design } = template;
  const shortIds = Array.from({ length: count }, (_, i) => `bench-cold-${String(i).padStart(5, "0")}`);
  // createMany in slices keeps each statement's parameter count well under PostgreSQL's 65535.
  const SLICE = 500;
  for (let start = 0; start < shortIds.length; start += SLICE) {
    await prisma.campaign.createMany({
      data: shortIds.slice(start, start + SLICE).map((shortId, i) => ({
        ...design,
        shortId,
        title: `${template.title} #${start + i}`,
        totalViews: 0,
        totalDownloads: 0,
        totalShares: 0,
        isTrending: false,
        isActive: true,
      })),
    });
  }
  return shortIds;
}
