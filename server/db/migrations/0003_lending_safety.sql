ALTER TABLE "applications" ADD COLUMN "created_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_phone_number" text;
