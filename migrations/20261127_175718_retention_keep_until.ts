import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_forms" ADD COLUMN "keep_until" timestamp(3) with time zone;
  ALTER TABLE "cv_submissions" ADD COLUMN "keep_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_forms" DROP COLUMN "keep_until";
  ALTER TABLE "cv_submissions" DROP COLUMN "keep_until";`)
}
