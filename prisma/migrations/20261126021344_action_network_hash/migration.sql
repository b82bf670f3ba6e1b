-- AlterTable
ALTER TABLE "actions" ADD COLUMN     "network_hash" TEXT;

-- CreateIndex
CREATE INDEX "actions_campaign_id_network_hash_created_at_idx" ON "actions"("campaign_id", "network_hash", "created_at");

