import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum_pages_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__pages_v_version_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__pages_v_version_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum_posts_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum_posts_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__posts_v_version_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__posts_v_version_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum_reviews_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum_reviews_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__reviews_v_version_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__reviews_v_version_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum_vacancies_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum_vacancies_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__vacancies_v_version_language_status_uk" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  CREATE TYPE "public"."enum__vacancies_v_version_language_status_en" AS ENUM('published', 'draft', 'scheduled', 'withdrawn', 'missing');
  -- The task's name joins the jobs' enums by making them again, not by ADD VALUE: a restore runs
  -- this in the transaction that then COPYs the archive's jobs in, and a value added in a
  -- transaction cannot be used before it commits (tools/backup/database.ts).
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendContactEmail', 'sendCvEmail', 'languageSchedule', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendContactEmail', 'sendCvEmail', 'languageSchedule', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "pages" ADD COLUMN "language_status_uk" "enum_pages_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "pages" ADD COLUMN "language_status_en" "enum_pages_language_status_en" DEFAULT 'missing';
  ALTER TABLE "pages_locales" ADD COLUMN "withdrawn" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_language_status_uk" "enum__pages_v_version_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "_pages_v" ADD COLUMN "version_language_status_en" "enum__pages_v_version_language_status_en" DEFAULT 'missing';
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_withdrawn" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "language_status_uk" "enum_posts_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "posts" ADD COLUMN "language_status_en" "enum_posts_language_status_en" DEFAULT 'missing';
  ALTER TABLE "posts_locales" ADD COLUMN "withdrawn" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_language_status_uk" "enum__posts_v_version_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "_posts_v" ADD COLUMN "version_language_status_en" "enum__posts_v_version_language_status_en" DEFAULT 'missing';
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_withdrawn" boolean DEFAULT false;
  ALTER TABLE "reviews" ADD COLUMN "language_status_uk" "enum_reviews_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "reviews" ADD COLUMN "language_status_en" "enum_reviews_language_status_en" DEFAULT 'missing';
  ALTER TABLE "reviews_locales" ADD COLUMN "withdrawn" boolean DEFAULT false;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_language_status_uk" "enum__reviews_v_version_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "_reviews_v" ADD COLUMN "version_language_status_en" "enum__reviews_v_version_language_status_en" DEFAULT 'missing';
  ALTER TABLE "_reviews_v_locales" ADD COLUMN "version_withdrawn" boolean DEFAULT false;
  ALTER TABLE "vacancies" ADD COLUMN "language_status_uk" "enum_vacancies_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "vacancies" ADD COLUMN "language_status_en" "enum_vacancies_language_status_en" DEFAULT 'missing';
  ALTER TABLE "vacancies_locales" ADD COLUMN "withdrawn" boolean DEFAULT false;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_language_status_uk" "enum__vacancies_v_version_language_status_uk" DEFAULT 'missing';
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_language_status_en" "enum__vacancies_v_version_language_status_en" DEFAULT 'missing';
  ALTER TABLE "_vacancies_v_locales" ADD COLUMN "version_withdrawn" boolean DEFAULT false;
  CREATE INDEX "pages_language_status_uk_idx" ON "pages" USING btree ("language_status_uk");
  CREATE INDEX "pages_language_status_en_idx" ON "pages" USING btree ("language_status_en");
  CREATE INDEX "_pages_v_version_version_language_status_uk_idx" ON "_pages_v" USING btree ("version_language_status_uk");
  CREATE INDEX "_pages_v_version_version_language_status_en_idx" ON "_pages_v" USING btree ("version_language_status_en");
  CREATE INDEX "posts_language_status_uk_idx" ON "posts" USING btree ("language_status_uk");
  CREATE INDEX "posts_language_status_en_idx" ON "posts" USING btree ("language_status_en");
  CREATE INDEX "_posts_v_version_version_language_status_uk_idx" ON "_posts_v" USING btree ("version_language_status_uk");
  CREATE INDEX "_posts_v_version_version_language_status_en_idx" ON "_posts_v" USING btree ("version_language_status_en");
  CREATE INDEX "reviews_language_status_uk_idx" ON "reviews" USING btree ("language_status_uk");
  CREATE INDEX "reviews_language_status_en_idx" ON "reviews" USING btree ("language_status_en");
  CREATE INDEX "_reviews_v_version_version_language_status_uk_idx" ON "_reviews_v" USING btree ("version_language_status_uk");
  CREATE INDEX "_reviews_v_version_version_language_status_en_idx" ON "_reviews_v" USING btree ("version_language_status_en");
  CREATE INDEX "vacancies_language_status_uk_idx" ON "vacancies" USING btree ("language_status_uk");
  CREATE INDEX "vacancies_language_status_en_idx" ON "vacancies" USING btree ("language_status_en");
  CREATE INDEX "_vacancies_v_version_version_language_status_uk_idx" ON "_vacancies_v" USING btree ("version_language_status_uk");
  CREATE INDEX "_vacancies_v_version_version_language_status_en_idx" ON "_vacancies_v" USING btree ("version_language_status_en");`)

  // --- Custom data step (issue 27), the only hand-written SQL here ---
  // Existing content keeps being served in every language: no row is withdrawn (the column's
  // default, false). Each language's list status is computed once: published where the published
  // row has that language's title (the collection's `useAsTitle`), draft where only a version
  // has it, missing elsewhere; every save recomputes it from then on (src/fields/languageStatus.ts).
  const titles = { pages: 'title', posts: 'title', reviews: 'author', vacancies: 'title' }
  for (const [table, title] of Object.entries(titles)) {
    for (const locale of ['uk', 'en']) {
      const live = (id: string) =>
        `EXISTS (SELECT 1 FROM "${table}" d JOIN "${table}_locales" l ON l."_parent_id" = d."id" AND l."_locale" = '${locale}'
          WHERE d."id" = ${id} AND d."_status" = 'published' AND coalesce(trim(l."${title}"), '') <> '')`
      await db.execute(
        sql.raw(`
        UPDATE "${table}" t SET "language_status_${locale}" = (CASE
          WHEN ${live('t."id"')} THEN 'published'
          WHEN EXISTS (SELECT 1 FROM "_${table}_v" v JOIN "_${table}_v_locales" l ON l."_parent_id" = v."id" AND l."_locale" = '${locale}'
            WHERE v."parent_id" = t."id" AND v."latest" AND coalesce(trim(l."version_${title}"), '') <> '') THEN 'draft'
          ELSE 'missing' END)::"enum_${table}_language_status_${locale}";
        UPDATE "_${table}_v" v SET "version_language_status_${locale}" = (CASE
          WHEN ${live('v."parent_id"')} THEN 'published'
          WHEN EXISTS (SELECT 1 FROM "_${table}_v_locales" l WHERE l."_parent_id" = v."id" AND l."_locale" = '${locale}'
            AND coalesce(trim(l."version_${title}"), '') <> '') THEN 'draft'
          ELSE 'missing' END)::"enum__${table}_v_version_language_status_${locale}";`),
      )
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendContactEmail', 'sendCvEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendContactEmail', 'sendCvEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_language_status_uk_idx";
  DROP INDEX "pages_language_status_en_idx";
  DROP INDEX "_pages_v_version_version_language_status_uk_idx";
  DROP INDEX "_pages_v_version_version_language_status_en_idx";
  DROP INDEX "posts_language_status_uk_idx";
  DROP INDEX "posts_language_status_en_idx";
  DROP INDEX "_posts_v_version_version_language_status_uk_idx";
  DROP INDEX "_posts_v_version_version_language_status_en_idx";
  DROP INDEX "reviews_language_status_uk_idx";
  DROP INDEX "reviews_language_status_en_idx";
  DROP INDEX "_reviews_v_version_version_language_status_uk_idx";
  DROP INDEX "_reviews_v_version_version_language_status_en_idx";
  DROP INDEX "vacancies_language_status_uk_idx";
  DROP INDEX "vacancies_language_status_en_idx";
  DROP INDEX "_vacancies_v_version_version_language_status_uk_idx";
  DROP INDEX "_vacancies_v_version_version_language_status_en_idx";
  ALTER TABLE "pages" DROP COLUMN "language_status_uk";
  ALTER TABLE "pages" DROP COLUMN "language_status_en";
  ALTER TABLE "pages_locales" DROP COLUMN "withdrawn";
  ALTER TABLE "_pages_v" DROP COLUMN "version_language_status_uk";
  ALTER TABLE "_pages_v" DROP COLUMN "version_language_status_en";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_withdrawn";
  ALTER TABLE "posts" DROP COLUMN "language_status_uk";
  ALTER TABLE "posts" DROP COLUMN "language_status_en";
  ALTER TABLE "posts_locales" DROP COLUMN "withdrawn";
  ALTER TABLE "_posts_v" DROP COLUMN "version_language_status_uk";
  ALTER TABLE "_posts_v" DROP COLUMN "version_language_status_en";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_withdrawn";
  ALTER TABLE "reviews" DROP COLUMN "language_status_uk";
  ALTER TABLE "reviews" DROP COLUMN "language_status_en";
  ALTER TABLE "reviews_locales" DROP COLUMN "withdrawn";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_language_status_uk";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_language_status_en";
  ALTER TABLE "_reviews_v_locales" DROP COLUMN "version_withdrawn";
  ALTER TABLE "vacancies" DROP COLUMN "language_status_uk";
  ALTER TABLE "vacancies" DROP COLUMN "language_status_en";
  ALTER TABLE "vacancies_locales" DROP COLUMN "withdrawn";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_language_status_uk";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_language_status_en";
  ALTER TABLE "_vacancies_v_locales" DROP COLUMN "version_withdrawn";
  DROP TYPE "public"."enum_pages_language_status_uk";
  DROP TYPE "public"."enum_pages_language_status_en";
  DROP TYPE "public"."enum__pages_v_version_language_status_uk";
  DROP TYPE "public"."enum__pages_v_version_language_status_en";
  DROP TYPE "public"."enum_posts_language_status_uk";
  DROP TYPE "public"."enum_posts_language_status_en";
  DROP TYPE "public"."enum__posts_v_version_language_status_uk";
  DROP TYPE "public"."enum__posts_v_version_language_status_en";
  DROP TYPE "public"."enum_reviews_language_status_uk";
  DROP TYPE "public"."enum_reviews_language_status_en";
  DROP TYPE "public"."enum__reviews_v_version_language_status_uk";
  DROP TYPE "public"."enum__reviews_v_version_language_status_en";
  DROP TYPE "public"."enum_vacancies_language_status_uk";
  DROP TYPE "public"."enum_vacancies_language_status_en";
  DROP TYPE "public"."enum__vacancies_v_version_language_status_uk";
  DROP TYPE "public"."enum__vacancies_v_version_language_status_en";`)
}
