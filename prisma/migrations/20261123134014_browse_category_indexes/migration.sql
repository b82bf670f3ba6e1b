-- CreateIndex
CREATE INDEX "campaigns_is_active_category_total_views_id_idx" ON "campaigns"("is_active", "category", "total_views" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "campaigns_is_active_category_created_at_id_idx" ON "campaigns"("is_active", "category", "created_at" DESC, "id" DESC);

