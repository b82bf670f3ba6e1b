import type { BackgroundVariant } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";

interface VariantRow {
  source_hash: string;
  width: number;
  hash: string;
  mime_type: string;
}

/** Each background's copies, narrowest first, by the background's hash. */
export type VariantsBySource = ReadonlyMap<string, BackgroundVariant[]>;

/**
 * The copies of every background of a list in one statement, so a page of cards costs one
 * more round trip rather than one per card. A background without copies has no entry.
 */
export async function findBackgroundVariants(ctx: Pick<AppContext, "db" | "media">, sourceHashes: ReadonlyArray<string | null>): Promise<VariantsBySource> {
  const hashes = [...new Set(sourceHashes.filter((hash): hash is string => hash !== null))];
  const bySource = new Map<string, BackgroundVariant[]>();
  if (hashes.length === 0) return bySource;
  const rows = await ctx.db.query<VariantRow>(
    `SELECT v.source_hash, v.width, m.hash, m.mime_type
       FROM background_variants v JOIN media_objects m ON m.hash = v.media_hash
      WHERE v.source_hash = ANY($1::text[])
      ORDER BY v.source_hash, v.width`,
    [hashes],
  );
  for (const row of rows) {
    const variants = bySource.get(row.source_hash) ?? [];
    variants.push({ url: ctx.media.url(row.hash, row.mime_type), width: row.width });
    bySource.set(row.source_hash, variants);
  }
  return bySource;
}

/** The copies of one background of the list: none when it has none yet, or no stored background. */
export function variantsOf(bySource: VariantsBySource, sourceHash: string | null): BackgroundVariant[] {
  return sourceHash === null ? [] : (bySource.get(sourceHash) ?? []);
}
