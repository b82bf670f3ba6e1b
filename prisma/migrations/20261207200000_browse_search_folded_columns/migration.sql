-- Browse search and suggestions compare twend_fold(title) and twend_fold(description) with what
-- was typed. As index expressions they were folded again for every row a search looked at (the
-- index's recheck, the filter, the relevance): with unaccent that dominated a broad search. Kept
-- folded as columns, each is computed once, when the Twend is written.
ALTER TABLE "campaigns"
  ADD COLUMN "title_folded" TEXT GENERATED ALWAYS AS ("twend_fold"("title")) STORED,
  ADD COLUMN "description_folded" TEXT GENERATED ALWAYS AS ("twend_fold"("description")) STORED;

-- A search within a category asks for rows matching both: with the category in the same GIN index
-- (btree_gin), the index answers that intersection instead of the search fetching every match in
-- every category and dropping the others. A search without a category uses the same indexes.
CREATE EXTENSION IF NOT EXISTS "btree_gin";

DROP INDEX "campaigns_title_fold_trgm_idx";
DROP INDEX "campaigns_description_fold_trgm_idx";

-- CreateIndex
CREATE INDEX "campaigns_category_title_folded_trgm_idx" ON "campaigns" USING GIN ("category", "title_folded" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "campaigns_category_description_folded_trgm_idx" ON "campaigns" USING GIN ("category", "description_folded" gin_trgm_ops);
