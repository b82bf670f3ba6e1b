-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "open_reporter_count" INTEGER NOT NULL DEFAULT 0;

-- AlterTable: reports made before networks were kept share one network, since their sessions prove nothing.
ALTER TABLE "campaign_reports" ADD COLUMN     "account_id" UUID,
ADD COLUMN     "network_hash" TEXT NOT NULL DEFAULT 'before-networks';
ALTER TABLE "campaign_reports" ALTER COLUMN "network_hash" DROP DEFAULT;

-- AddForeignKey
ALTER TABLE "campaign_reports" ADD CONSTRAINT "campaign_reports_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: the rule of api/src/campaigns/count-reporters.ts over the open reports.
UPDATE "campaigns" AS c SET "open_reporter_count" = r.reporters
FROM (
  SELECT "campaign_id", LEAST(COUNT(DISTINCT "network_hash"), COUNT(DISTINCT COALESCE("account_id"::text, "network_hash")))::int AS reporters
  FROM "campaign_reports" WHERE "resolved_at" IS NULL GROUP BY "campaign_id"
) AS r
WHERE c."id" = r."campaign_id";
