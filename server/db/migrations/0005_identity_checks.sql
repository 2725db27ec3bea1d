CREATE TABLE "kyc_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"client_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promoter_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promoter_id" text NOT NULL,
	"phone_number" text,
	"curp" text,
	"email" text,
	"client_id" text,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_flows" ADD CONSTRAINT "kyc_flows_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_flows" ADD CONSTRAINT "kyc_flows_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_flows_application_key" ON "kyc_flows" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_flows_identity_key" ON "kyc_flows" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "promoter_lookups_at_idx" ON "promoter_lookups" USING btree ("at");--> statement-breakpoint
CREATE INDEX "promoter_lookups_promoter_idx" ON "promoter_lookups" USING btree ("promoter_id","at");
