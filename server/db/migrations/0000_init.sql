CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"street_name" text NOT NULL,
	"exterior_number" text NOT NULL,
	"interior_number" text,
	"postal_code" text NOT NULL,
	"neighborhood" text NOT NULL,
	"municipality" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"address_type" text,
	"monthly_rent_centavos" integer,
	"moved_in_since" date,
	"marital_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"transactional_notifications" boolean DEFAULT true NOT NULL,
	"promotional_notifications" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_surname" text DEFAULT '' NOT NULL,
	"second_surname" text DEFAULT '' NOT NULL,
	"sex" text,
	"nationality" text,
	"country_of_birth" text,
	"state_of_birth" text,
	"date_of_birth" date,
	"curp" text,
	"taxpayer_id" text,
	"interbank_code" text,
	"is_interbank_code_verified" boolean DEFAULT false NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"credit_limit_centavos" integer DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_id" text,
	"identification_number" text NOT NULL,
	"transfer_payment_reference" text,
	"cash_payment_reference" text,
	"contract_signature_status" text DEFAULT 'PENDING' NOT NULL,
	"current_address_id" text,
	"current_employment_id" text,
	"personal_loan_no_interest_payments_eligible" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"client_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"secret_hash" text NOT NULL,
	"code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"link" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_id" text NOT NULL,
	"referred_id" text NOT NULL,
	"bonus_centavos" integer DEFAULT 20000 NOT NULL,
	"bonus_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curp_registry" (
	"curp" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first_surname" text NOT NULL,
	"second_surname" text NOT NULL,
	"sex" text NOT NULL,
	"nationality" text NOT NULL,
	"country_of_birth" text NOT NULL,
	"state_of_birth" text NOT NULL,
	"date_of_birth" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"code" text NOT NULL,
	"neighborhood" text NOT NULL,
	"settlement_type" text NOT NULL,
	"municipality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	CONSTRAINT "postal_codes_pkey" PRIMARY KEY("code","settlement_type","neighborhood")
);
--> statement-breakpoint
CREATE TABLE "promoters" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first_surname" text NOT NULL,
	"second_surname" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"store_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"sector" text NOT NULL,
	"no_interest_periods" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_settings" ADD CONSTRAINT "client_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_clients_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_clients_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_client_idx" ON "addresses" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_settings_client_key" ON "client_settings" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone_key" ON "clients" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_curp_key" ON "clients" USING btree ("curp");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_referral_code_key" ON "clients" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "one_time_codes_subject_idx" ON "one_time_codes" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("client_id","endpoint");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_key" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promoters_phone_key" ON "promoters" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "stores_search_name_idx" ON "stores" USING btree ("search_name");