-- CreateEnum
CREATE TYPE "RenderStatus" AS ENUM ('queued', 'active', 'done', 'failed');

-- CreateTable
CREATE TABLE "dp_renders" (
    "id" TEXT NOT NULL,
    "campaign_id" INTEGER NOT NULL,
    "photo_hash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "transform" JSONB,
    "status" "RenderStatus" NOT NULL DEFAULT 'queued',
    "result_hash" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dp_renders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dp_renders_status_created_at_idx" ON "dp_renders"("status", "created_at");

-- CreateIndex
CREATE INDEX "dp_renders_expires_at_idx" ON "dp_renders"("expires_at");

-- CreateIndex
CREATE INDEX "actions_campaign_id_session_id_type_idx" ON "actions"("campaign_id", "session_id", "type");

-- AddForeignKey
ALTER TABLE "dp_renders" ADD CONSTRAINT "dp_renders_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dp_renders" ADD CONSTRAINT "dp_renders_photo_hash_fkey" FOREIGN KEY ("photo_hash") REFERENCES "media_objects"("hash") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dp_renders" ADD CONSTRAINT "dp_renders_result_hash_fkey" FOREIGN KEY ("result_hash") REFERENCES "media_objects"("hash") ON DELETE SET NULL ON UPDATE CASCADE;

