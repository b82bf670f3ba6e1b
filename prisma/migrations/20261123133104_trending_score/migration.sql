-- DropIndex
DROP INDEX "campaigns_is_active_is_trending_total_views_idx";

-- DropIndex
DROP INDEX "campaigns_is_active_created_at_idx";

-- DropIndex
DROP INDEX "campaigns_is_active_total_views_idx";

-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "trending_score" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "campaigns_is_active_is_trending_trending_score_id_idx" ON "campaigns"("is_active", "is_trending" DESC, "trending_score" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "campaigns_is_active_created_at_id_idx" ON "campaigns"("is_active", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "campaigns_is_active_total_views_id_idx" ON "campaigns"("is_active", "total_views" DESC, "id" DESC);

