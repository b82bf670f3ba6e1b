-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "locale" VARCHAR(8);

