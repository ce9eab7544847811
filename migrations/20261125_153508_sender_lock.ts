import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_forms" DROP COLUMN "delivery_locked_until";
  ALTER TABLE "cv_submissions" DROP COLUMN "delivery_locked_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_forms" ADD COLUMN "delivery_locked_until" timestamp(3) with time zone;
  ALTER TABLE "cv_submissions" ADD COLUMN "delivery_locked_until" timestamp(3) with time zone;`)
}
