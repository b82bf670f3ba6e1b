-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "preview_version" TEXT;

