-- AlterTable
ALTER TABLE "dp_renders" ADD COLUMN     "render_ms" INTEGER;

