ALTER TABLE "applications" ADD COLUMN "filed_by_promoter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "promoter_employment" jsonb;--> statement-breakpoint
UPDATE "applications" AS a SET "filed_by_promoter" = true WHERE EXISTS (SELECT 1 FROM "application_status_events" AS e WHERE e."application_id" = a."id" AND e."reason" = 'created' AND e."actor" LIKE 'promoter:%');--> statement-breakpoint
UPDATE "applications" SET "consented_at" = "updated_at" WHERE "status" <> 'CREATED';
