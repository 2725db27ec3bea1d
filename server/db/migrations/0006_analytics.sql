CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"session" text NOT NULL,
	"app_version" text NOT NULL,
	"flow" text NOT NULL,
	"run" integer NOT NULL,
	"seq" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"busy" boolean NOT NULL,
	"event_type" text NOT NULL,
	"route" text,
	"ms" integer NOT NULL,
	"outcome" text
);
--> statement-breakpoint
CREATE INDEX "analytics_events_flow_idx" ON "analytics_events" USING btree ("flow","session","seq");
