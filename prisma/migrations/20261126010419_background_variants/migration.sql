-- CreateTable
CREATE TABLE "background_variants" (
    "source_hash" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "media_hash" TEXT NOT NULL,

    CONSTRAINT "background_variants_pkey" PRIMARY KEY ("source_hash","width")
);

-- CreateIndex
CREATE INDEX "background_variants_media_hash_idx" ON "background_variants"("media_hash");

-- AddForeignKey
ALTER TABLE "background_variants" ADD CONSTRAINT "background_variants_source_hash_fkey" FOREIGN KEY ("source_hash") REFERENCES "media_objects"("hash") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "background_variants" ADD CONSTRAINT "background_variants_media_hash_fkey" FOREIGN KEY ("media_hash") REFERENCES "media_objects"("hash") ON DELETE CASCADE ON UPDATE CASCADE;

