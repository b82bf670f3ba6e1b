-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "AvatarShape" AS ENUM ('circle', 'square');

-- CreateEnum
CREATE TYPE "ActionType" AS ENUM ('view', 'generation', 'download', 'share');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "google_issuer" TEXT,
    "google_sub" TEXT,
    "google_name" TEXT,
    "google_picture" TEXT,
    "google_email_verified" BOOLEAN,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "last_signed_in_at" TIMESTAMPTZ(3),
    "last_seen_at" TIMESTAMPTZ(3),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profiles" (
    "user_id" UUID NOT NULL,
    "display_name" TEXT,
    "bio" TEXT,
    "website" TEXT,
    "notifications" BOOLEAN NOT NULL DEFAULT true,
    "public_profile" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_objects" (
    "hash" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_objects_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "campaigns" (
    "id" SERIAL NOT NULL,
    "short_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "category" TEXT NOT NULL DEFAULT 'Business',
    "background_image_url" TEXT NOT NULL,
    "background_hash" TEXT,
    "thumbnail_hash" TEXT,
    "preview_hash" TEXT,
    "background_x" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "background_y" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "avatar_x" DOUBLE PRECISION NOT NULL DEFAULT 100,
    "avatar_y" DOUBLE PRECISION NOT NULL DEFAULT 100,
    "avatar_size" DOUBLE PRECISION NOT NULL DEFAULT 120,
    "avatar_shape" "AvatarShape" NOT NULL DEFAULT 'circle',
    "avatar_color" TEXT NOT NULL DEFAULT '#ffffff',
    "text_x" DOUBLE PRECISION NOT NULL DEFAULT 250,
    "text_y" DOUBLE PRECISION NOT NULL DEFAULT 300,
    "text_font" TEXT NOT NULL DEFAULT 'Arial',
    "text_size" INTEGER NOT NULL DEFAULT 32,
    "text_color" TEXT NOT NULL DEFAULT '#ffffff',
    "include_text" BOOLEAN NOT NULL DEFAULT true,
    "caption_template" TEXT,
    "total_views" INTEGER NOT NULL DEFAULT 0,
    "total_downloads" INTEGER NOT NULL DEFAULT 0,
    "total_shares" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "is_trending" BOOLEAN NOT NULL DEFAULT false,
    "open_report_count" INTEGER NOT NULL DEFAULT 0,
    "reviewed_at" TIMESTAMPTZ(3),
    "owner_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "short_id_redirects" (
    "short_id" TEXT NOT NULL,
    "campaign_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "short_id_redirects_pkey" PRIMARY KEY ("short_id")
);

-- CreateTable
CREATE TABLE "campaign_reports" (
    "id" SERIAL NOT NULL,
    "campaign_id" INTEGER NOT NULL,
    "session_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "campaign_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shared_dps" (
    "id" TEXT NOT NULL,
    "campaign_id" INTEGER NOT NULL,
    "media_hash" TEXT NOT NULL,
    "name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shared_dps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visits" (
    "id" BIGSERIAL NOT NULL,
    "session_id" TEXT NOT NULL,
    "page_path" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "actions" (
    "id" BIGSERIAL NOT NULL,
    "session_id" TEXT NOT NULL,
    "campaign_id" INTEGER NOT NULL,
    "type" "ActionType" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "author_name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "tags" TEXT NOT NULL DEFAULT '',
    "featured_image_url" TEXT,
    "meta_title" TEXT,
    "meta_description" TEXT,
    "is_published" BOOLEAN NOT NULL DEFAULT true,
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "reading_time" INTEGER NOT NULL DEFAULT 5,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_post_views" (
    "post_id" INTEGER NOT NULL,
    "session_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blog_post_views_pkey" PRIMARY KEY ("post_id","session_id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscriptions" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "unsubscribe_token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unsubscribed_at" TIMESTAMPTZ(3),

    CONSTRAINT "newsletter_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_meta" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "app_meta_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_google_issuer_google_sub_key" ON "users"("google_issuer", "google_sub");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "campaigns_short_id_key" ON "campaigns"("short_id");

-- CreateIndex
CREATE INDEX "campaigns_is_active_is_trending_total_views_idx" ON "campaigns"("is_active", "is_trending", "total_views" DESC);

-- CreateIndex
CREATE INDEX "campaigns_is_active_created_at_idx" ON "campaigns"("is_active", "created_at" DESC);

-- CreateIndex
CREATE INDEX "campaigns_is_active_total_views_idx" ON "campaigns"("is_active", "total_views" DESC);

-- CreateIndex
CREATE INDEX "campaigns_owner_id_created_at_idx" ON "campaigns"("owner_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "campaigns_title_trgm_idx" ON "campaigns" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "campaigns_category_trgm_idx" ON "campaigns" USING GIN ("category" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "short_id_redirects_campaign_id_idx" ON "short_id_redirects"("campaign_id");

-- CreateIndex
CREATE INDEX "campaign_reports_created_at_idx" ON "campaign_reports"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "campaign_reports_campaign_id_session_id_key" ON "campaign_reports"("campaign_id", "session_id");

-- CreateIndex
CREATE INDEX "shared_dps_expires_at_idx" ON "shared_dps"("expires_at");

-- CreateIndex
CREATE INDEX "shared_dps_campaign_id_idx" ON "shared_dps"("campaign_id");

-- CreateIndex
CREATE INDEX "visits_created_at_idx" ON "visits"("created_at");

-- CreateIndex
CREATE INDEX "actions_campaign_id_created_at_idx" ON "actions"("campaign_id", "created_at");

-- CreateIndex
CREATE INDEX "actions_type_created_at_idx" ON "actions"("type", "created_at");

-- CreateIndex
CREATE INDEX "actions_created_at_idx" ON "actions"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts"("slug");

-- CreateIndex
CREATE INDEX "blog_posts_is_published_created_at_idx" ON "blog_posts"("is_published", "created_at" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_is_published_is_featured_created_at_idx" ON "blog_posts"("is_published", "is_featured", "created_at" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_category_idx" ON "blog_posts"("category");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions"("email");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_token_key" ON "newsletter_subscriptions"("unsubscribe_token");

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_background_hash_fkey" FOREIGN KEY ("background_hash") REFERENCES "media_objects"("hash") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_thumbnail_hash_fkey" FOREIGN KEY ("thumbnail_hash") REFERENCES "media_objects"("hash") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_preview_hash_fkey" FOREIGN KEY ("preview_hash") REFERENCES "media_objects"("hash") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "short_id_redirects" ADD CONSTRAINT "short_id_redirects_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaign_reports" ADD CONSTRAINT "campaign_reports_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shared_dps" ADD CONSTRAINT "shared_dps_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shared_dps" ADD CONSTRAINT "shared_dps_media_hash_fkey" FOREIGN KEY ("media_hash") REFERENCES "media_objects"("hash") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "actions" ADD CONSTRAINT "actions_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_post_views" ADD CONSTRAINT "blog_post_views_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

