-- Browse search matches titles and descriptions lower-cased and without accents, with typos.
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly;
-- naming the dictionary with its schema makes the result fixed, and lower() after it folds
-- letters unaccent leaves capital (İ becomes I, then i).
CREATE FUNCTION "twend_fold"(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

-- CreateIndex
CREATE INDEX "campaigns_title_fold_trgm_idx" ON "campaigns" USING GIN ("twend_fold"("title") gin_trgm_ops);

-- CreateIndex
CREATE INDEX "campaigns_description_fold_trgm_idx" ON "campaigns" USING GIN ("twend_fold"("description") gin_trgm_ops);
