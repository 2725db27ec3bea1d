CREATE TABLE "application_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"store_id" text,
	"promoter_id" text,
	"status" text NOT NULL,
	"product_price_centavos" integer NOT NULL,
	"credit_amount_centavos" integer NOT NULL,
	"requested_period" integer NOT NULL,
	"approved_period" integer,
	"is_no_interest_payments" boolean DEFAULT false NOT NULL,
	"accepted_interest" boolean DEFAULT false NOT NULL,
	"interest_rate_bps" integer,
	"estimated_monthly_payment_centavos" integer,
	"monthly_payment_centavos" integer,
	"rejection_reason" text,
	"overdue_accounts" integer,
	"decision_rule" text,
	"address_id" text,
	"employment_id" text,
	"personal_references" jsonb,
	"utm" jsonb,
	"submitted_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"activation_attempts" integer DEFAULT 0 NOT NULL,
	"kyc_flow_id" text,
	"kyc_identity_id" text,
	"first_payment_date" date,
	"contract_signed_at" timestamp with time zone,
	"sent_payment_at" timestamp with time zone,
	"liquidated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"client_id" text NOT NULL,
	"first_payment_date" date NOT NULL,
	"document" jsonb NOT NULL,
	"typed_name" text,
	"signature_image" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"validated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_bureau_files" (
	"curp" text PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"overdue_accounts" integer DEFAULT 0 NOT NULL,
	"history_months" integer NOT NULL,
	"recent_consultations" integer DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"fraud_alert" boolean DEFAULT false NOT NULL,
	"unavailable" boolean DEFAULT false NOT NULL,
	"credit_limit_centavos" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"status" text NOT NULL,
	"company_name" text,
	"position" text,
	"monthly_salary_centavos" integer,
	"start_date" date,
	"economic_dependents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forced_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"outcome" text NOT NULL,
	"rejection_reason" text,
	"overdue_accounts" integer,
	"created_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"application_id" text NOT NULL,
	"period" integer NOT NULL,
	"due_date" date NOT NULL,
	"capital_centavos" integer NOT NULL,
	"interest_centavos" integer NOT NULL,
	"iva_centavos" integer NOT NULL,
	"paid_capital_centavos" integer DEFAULT 0 NOT NULL,
	"paid_interest_centavos" integer DEFAULT 0 NOT NULL,
	"paid_iva_centavos" integer DEFAULT 0 NOT NULL,
	"waived_interest_centavos" integer DEFAULT 0 NOT NULL,
	"waived_iva_centavos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loan_instalments_application_id_period_pk" PRIMARY KEY("application_id","period")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"application_id" text NOT NULL,
	"first_payment_date" date NOT NULL,
	"term_months" integer NOT NULL,
	"annual_rate_bps" integer NOT NULL,
	"principal_centavos" integer NOT NULL,
	"instalment_centavos" integer NOT NULL,
	"total_payment_centavos" integer NOT NULL,
	"cat_tenths" integer NOT NULL,
	"offered_on" date NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "offers_application_id_first_payment_date_pk" PRIMARY KEY("application_id","first_payment_date")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"application_id" text NOT NULL,
	"period" integer NOT NULL,
	"capital_centavos" integer NOT NULL,
	"interest_centavos" integer NOT NULL,
	"iva_centavos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"method" text NOT NULL,
	"original_centavos" integer NOT NULL,
	"applied_centavos" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_transitions" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"payload" jsonb
);
--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forced_decisions" ADD CONSTRAINT "forced_decisions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_transitions" ADD CONSTRAINT "scheduled_transitions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_events_app_idx" ON "application_status_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "applications_client_idx" ON "applications" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_serial_key" ON "applications" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "contracts_application_idx" ON "contracts" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "employments_client_idx" ON "employments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "forced_decisions_client_idx" ON "forced_decisions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id","paid_at");--> statement-breakpoint
CREATE INDEX "scheduled_transitions_due_idx" ON "scheduled_transitions" USING btree ("done_at","due_at");