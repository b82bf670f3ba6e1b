-- CreateTable
CREATE TABLE "dp_batches" (
    "id" UUID NOT NULL,
    "campaign_id" INTEGER NOT NULL,
    "owner_id" UUID NOT NULL,
    "total" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dp_batches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dp_batch_rows" (
    "batch_id" UUID NOT NULL,
    "row" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "photo_hash" TEXT,
    "status" "RenderStatus" NOT NULL DEFAULT 'queued',
    "result_hash" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dp_batch_rows_pkey" PRIMARY KEY ("batch_id","row")
);

-- CreateIndex
CREATE INDEX "dp_batches_campaign_id_created_at_idx" ON "dp_batches"("campaign_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "dp_batches_owner_id_finished_at_idx" ON "dp_batches"("owner_id", "finished_at");

-- CreateIndex
CREATE INDEX "dp_batches_expires_at_idx" ON "dp_batches"("expires_at");

-- CreateIndex
CREATE INDEX "dp_batch_rows_status_updated_at_idx" ON "dp_batch_rows"("status", "updated_at");

-- CreateIndex
CREATE INDEX "dp_batch_rows_photo_hash_idx" ON "dp_batch_rows"("photo_hash");

-- CreateIndex
CREATE INDEX "dp_batch_rows_result_hash_idx" ON "dp_batch_rows"("result_hash");

-- AddForeignKey
ALTER TABLE "dp_batches" ADD CONSTRAINT "dp_batches_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dp_batches" ADD CONSTRAINT "dp_batches_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dp_batch_rows" ADD CONSTRAINT "dp_batch_rows_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "dp_batches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dp_batch_rows" ADD CONSTRAINT "dp_batch_rows_photo_hash_fkey" FOREIGN KEY ("photo_hash") REFERENCES "media_objects"("hash") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dp_batch_rows" ADD CONSTRAINT "dp_batch_rows_result_hash_fkey" FOREIGN KEY ("result_hash") REFERENCES "media_objects"("hash") ON DELETE SET NULL ON UPDATE CASCADE;

