import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_header_nav_shown_in" AS ENUM('uk', 'en');
  CREATE TABLE "header_nav_shown_in" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_header_nav_shown_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "header_nav_shown_in" ADD CONSTRAINT "header_nav_shown_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header_nav"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "header_nav_shown_in_order_idx" ON "header_nav_shown_in" USING btree ("order");
  CREATE INDEX "header_nav_shown_in_parent_idx" ON "header_nav_shown_in" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "header_nav_shown_in" CASCADE;
  DROP TYPE "public"."enum_header_nav_shown_in";`)
}
