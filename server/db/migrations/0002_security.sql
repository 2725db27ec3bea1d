ALTER TABLE "credentials" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_attempts_pkey" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "promoter_access" (
	"promoter_id" text PRIMARY KEY NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
