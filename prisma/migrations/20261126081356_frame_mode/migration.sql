-- CreateEnum
CREATE TYPE "FrameMode" AS ENUM ('slot', 'overlay');

-- AlterTable
ALTER TABLE "campaigns" ADD COLUMN     "frame_mode" "FrameMode" NOT NULL DEFAULT 'slot';

