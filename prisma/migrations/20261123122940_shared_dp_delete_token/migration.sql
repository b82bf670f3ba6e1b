-- No code wrote shared_dps before this column; a row without a token could never be deleted by its owner, so none is kept.
DELETE FROM "shared_dps";

-- AlterTable
ALTER TABLE "shared_dps" ADD COLUMN     "delete_token_hash" TEXT NOT NULL;

