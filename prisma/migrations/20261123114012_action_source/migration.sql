-- AlterTable
ALTER TABLE "actions" ADD COLUMN     "source" TEXT;

