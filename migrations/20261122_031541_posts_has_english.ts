import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  CREATE INDEX "posts_has_english_idx" ON "posts" USING btree ("has_english");
  CREATE INDEX "_posts_v_version_version_has_english_idx" ON "_posts_v" USING btree ("version_has_english");`)
  // Posts saved before this migration: translated when an English title exists.
  await db.execute(sql`
  UPDATE "posts" SET "has_english" = EXISTS (
    SELECT 1 FROM "posts_locales" l WHERE l."_parent_id" = "posts"."id" AND l."_locale" = 'en' AND coalesce(trim(l."title"), '') <> '');
  UPDATE "_posts_v" SET "version_has_english" = EXISTS (
    SELECT 1 FROM "_posts_v_locales" l WHERE l."_parent_id" = "_posts_v"."id" AND l."_locale" = 'en' AND coalesce(trim(l."version_title"), '') <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "posts_has_english_idx";
  DROP INDEX "_posts_v_version_version_has_english_idx";
  ALTER TABLE "posts" DROP COLUMN "has_english";
  ALTER TABLE "_posts_v" DROP COLUMN "version_has_english";`)
}
