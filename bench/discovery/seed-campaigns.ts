import type { PrismaClient } from "@twend/db";
import { CAMPAIGN_CATEGORIES } from "@twend/shared";

export const SEEDED = 1_000_000;
/** Rows per INSERT ... SELECT: each statement stays short enough that a failed seed says where it stopped. */
const BATCH = 250_000;
/** A trigram index over a million titles takes most of a minute on a busy machine. */
const INDEX_BUILD_TIMEOUT_MS = 10 * 60_000;

/**
 * Title words in each of the ten languages Twend speaks, with their accents: a title is two of its
 * language's words and a number, so one word is in 1 title in 40 of its language (a broad search,
 * as real ones are), and a word shared by two languages (música, مستقبل) is broader still.
 */
export const TITLE_WORDS = {
  en: ["Green", "Unity", "Bright", "Pride", "River", "Future", "Festival", "Harvest"],
  es: ["Río", "Campaña", "Fútbol", "Música", "Niños", "Corazón", "Mañana", "Educación"],
  fr: ["Été", "Forêt", "Fête", "Élection", "Santé", "École", "Théâtre", "Rivière"],
  "pt-BR": ["Ação", "Saúde", "Coração", "Eleição", "Família", "Música", "Esperança", "Juventude"],
  tr: ["Güneş", "Çocuk", "Öğrenci", "Şehir", "Bayram", "Işık", "İstanbul", "Gönül"],
  id: ["Merdeka", "Pemilu", "Sekolah", "Kampanye", "Bersama", "Hijau", "Pemuda", "Budaya"],
  ms: ["Rakyat", "Perpaduan", "Kempen", "Sihat", "Belia", "Negara", "Alam", "Sukan"],
  ar: ["حملة", "مستقبل", "شباب", "تعليم", "صحة", "الوطن", "ثقافة", "رياضة"],
  hi: ["अभियान", "भविष्य", "युवा", "शिक्षा", "स्वास्थ्य", "भारत", "संस्कृति", "खेल"],
  ur: ["مہم", "مستقبل", "نوجوان", "تعلیم", "صحت", "پاکستان", "ثقافت", "کھیل"],
} as const;

/** One sentence per language, the description of every fourth Twend in it. */
const DESCRIPTIONS: Record<keyof typeof TITLE_WORDS, string> = {
  en: "Show your support with a picture for the cause",
  es: "Muestra tu apoyo con una foto para la campaña",
  fr: "Montrez votre soutien avec une photo pour la cause",
  "pt-BR": "Mostre seu apoio com uma foto pela causa",
  tr: "Dava için bir fotoğrafla desteğini göster",
  id: "Tunjukkan dukunganmu dengan foto untuk gerakan ini",
  ms: "Tunjukkan sokongan anda dengan gambar untuk kempen ini",
  ar: "أظهر دعمك بصورة من أجل القضية",
  hi: "इस अभियान के लिए अपनी तस्वीर से समर्थन दिखाएं",
  ur: "اس مہم کے لیے اپنی تصویر سے حمایت دکھائیں",
};

const LANGUAGES = Object.keys(TITLE_WORDS) as (keyof typeof TITLE_WORDS)[];
/** Every language's words in one row-major array, so SQL picks word w of language l at l * WORDS_PER_LANGUAGE + w. */
const WORDS_PER_LANGUAGE = 8;
const ALL_WORDS = LANGUAGES.flatMap((l) => TITLE_WORDS[l]);

/**
 * 1,000,000 active Twends by INSERT ... SELECT over generate_series, in batches: the languages in
 * turn, titles like 'Corazón Fútbol 4711', the creator categories spread across languages, a
 * description on every fourth, views spread over five orders of magnitude, creation times over a
 * year, scores as the trending job would leave them for Twends with no recent activity.
 * Statistics are refreshed so the planner knows the table's size.
 */
export async function seedCampaigns(prisma: PrismaClient): Promise<void> {
  const languages = LANGUAGES.length;
  // Building an index once over a full table is several times faster than growing it row by row
  // (the trigram ones most of all), so the table's own indexes are set aside and rebuilt as the
  // migrations defined them. Those behind constraints stay: they keep the seed honest.
  const indexes = await prisma.$queryRaw<{ name: string; definition: string }[]>`
    SELECT i.indexname::text AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.tablename = 'campaigns' AND i.schemaname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`;
  for (const { name } of indexes) await prisma.$executeRawUnsafe(`DROP INDEX "${name}"`);
  for (let from = 1; from <= SEEDED; from += BATCH) {
    const to = Math.min(SEEDED, from + BATCH - 1);
    await prisma.$executeRaw`
      INSERT INTO campaigns (short_id, title, description, category, background_image_url, total_views, total_downloads, trending_score, created_at, updated_at)
      SELECT 'bench-' || i,
             (${ALL_WORDS}::text[])[1 + l * ${WORDS_PER_LANGUAGE} + (i / ${languages}) % ${WORDS_PER_LANGUAGE}]
               || ' ' || (${ALL_WORDS}::text[])[1 + l * ${WORDS_PER_LANGUAGE} + (i / ${languages * WORDS_PER_LANGUAGE} + i / 7) % ${WORDS_PER_LANGUAGE}]
               || ' ' || i,
             CASE WHEN i % 4 = 0 THEN (${LANGUAGES.map((l) => DESCRIPTIONS[l])}::text[])[1 + l] END,
             (${[...CAMPAIGN_CATEGORIES]}::text[])[1 + (i / 7) % ${CAMPAIGN_CATEGORIES.length}],
             '/media/bench-' || (i % 50) || '.png',
             v.views, v.views / 3, log(1 + v.views + v.views / 3),
             now() - make_interval(secs => (i * 31.536)::float8), now()
      FROM generate_series(${from}::int, ${to}::int) AS i,
           LATERAL (SELECT i % ${languages} AS l, floor(power(10, 5 * ((i::bigint * 7919) % 1000) / 1000.0))::int AS views) AS v`;
  }
  // One at a time: two transactions at once on the bench's two connections wait on each other.
  for (const { definition } of indexes) {
    await prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL maintenance_work_mem = '256MB'");
        await tx.$executeRawUnsafe(definition);
      },
      { timeout: INDEX_BUILD_TIMEOUT_MS },
    );
  }
  await prisma.$executeRawUnsafe("VACUUM ANALYZE campaigns");
}
