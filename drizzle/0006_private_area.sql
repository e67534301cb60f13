CREATE TYPE "public"."application_status" AS ENUM('received', 'under_review', 'pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed');--> statement-breakpoint
CREATE TYPE "public"."collegiate_status" AS ENUM('active', 'honorary', 'retired', 'pre_active', 'suspended', 'non_payment');--> statement-breakpoint
CREATE TYPE "public"."consent_key" AS ENUM('data_processing', 'public_registry', 'event_images', 'insurer_transfer', 'partner_communications');--> statement-breakpoint
CREATE TYPE "public"."degree_origin" AS ENUM('spanish', 'foreign');--> statement-breakpoint
CREATE TYPE "public"."degree_type" AS ENUM('diploma', 'bachelor', 'master', 'doctorate');--> statement-breakpoint
CREATE TYPE "public"."exercise_sector" AS ENUM('public', 'private', 'mixed');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('female', 'male', 'non_binary', 'undisclosed');--> statement-breakpoint
CREATE TYPE "public"."loan_status" AS ENUM('requested', 'on_loan', 'returned', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."movement_status" AS ENUM('pending', 'paid', 'not_paid', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."movement_type" AS ENUM('F', 'C');--> statement-breakpoint
CREATE TYPE "public"."professional_situation" AS ENUM('employed', 'self_employed', 'unemployed', 'retired', 'student');--> statement-breakpoint
CREATE TYPE "public"."profile_working_day" AS ENUM('full_time', 'part_time');--> statement-breakpoint
CREATE TYPE "public"."specialty" AS ENUM('general_care', 'obstetric_gynaecological', 'mental_health', 'occupational', 'medical_surgical', 'family_community', 'paediatric', 'geriatric');--> statement-breakpoint
CREATE TYPE "public"."subscription_topic" AS ENUM('newsletter', 'news', 'courses', 'events', 'job_offers', 'procedure_notices');--> statement-breakpoint
CREATE TABLE "consent_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"consent" "consent_key" NOT NULL,
	"granted" boolean NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "consent_decisions_version_check" CHECK (char_length("consent_decisions"."version") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "event_application_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "event_application_status_changes_note_check" CHECK ("event_application_status_changes"."note" is null or char_length("event_application_status_changes"."note") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "event_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'received' NOT NULL,
	"companions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_applications_companions_check" CHECK ("event_applications"."companions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "generic_procedure_application_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_procedure_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generic_procedure_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"subject" text NOT NULL,
	"status" "application_status" DEFAULT 'received' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generic_procedure_applications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "generic_procedure_applications_reference_check" CHECK (char_length("generic_procedure_applications"."reference") between 1 and 40),
	CONSTRAINT "generic_procedure_applications_subject_check" CHECK (char_length("generic_procedure_applications"."subject") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "member_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"percent" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_discounts_percent_check" CHECK ("member_discounts"."percent" between 1 and 100),
	CONSTRAINT "member_discounts_validity_check" CHECK ("member_discounts"."valid_until" is null or "member_discounts"."valid_until" >= "member_discounts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"collegiate_code" text,
	"collegiate_status" "collegiate_status",
	"phone1" text,
	"phone2" text,
	"gender" "gender",
	"nationality" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"region" text,
	"country" text,
	"degree_title" text,
	"degree_type" "degree_type",
	"university" text,
	"degree_origin" "degree_origin",
	"registry_csv" text,
	"issue_date" date,
	"homologation_date" date,
	"specialties" "specialty"[] DEFAULT '{}' NOT NULL,
	"iban" text,
	"situation" "professional_situation",
	"exercise" "exercise_sector",
	"working_day" "profile_working_day",
	"epc_number" text,
	"workplace_name" text,
	"workplace_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_collegiate_code_unique" UNIQUE("collegiate_code"),
	CONSTRAINT "member_profiles_nationality_check" CHECK ("member_profiles"."nationality" ~ '^[A-Z]{2}$'),
	CONSTRAINT "member_profiles_country_check" CHECK ("member_profiles"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "member_profiles_iban_check" CHECK ("member_profiles"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "member_profiles_epc_check" CHECK ("member_profiles"."epc_number" ~ '^[A-Z]{2}[A-Z0-9]{6,16}$'),
	CONSTRAINT "member_profiles_homologation_check" CHECK ("member_profiles"."homologation_date" is null or "member_profiles"."issue_date" is null or "member_profiles"."homologation_date" >= "member_profiles"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date,
	"type" "movement_type" NOT NULL,
	"fee_period" text,
	"course_id" integer,
	"description" text,
	"amount_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"unpaid_commission_cents" integer DEFAULT 0 NOT NULL,
	"status" "movement_status" DEFAULT 'pending' NOT NULL,
	"invoice_number" text,
	"invoice_issued_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_transaction_number_unique" UNIQUE("transaction_number"),
	CONSTRAINT "movements_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "movements_transaction_number_check" CHECK ("movements"."transaction_number" ~ '^[FC]-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "movements_invoice_number_check" CHECK ("movements"."invoice_number" ~ '^FAC-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "movements_invoice_issued_check" CHECK (("movements"."invoice_number" is null) = ("movements"."invoice_issued_on" is null)),
	CONSTRAINT "movements_fee_period_check" CHECK ("movements"."fee_period" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "movements_due_date_check" CHECK ("movements"."due_date" is null or "movements"."due_date" >= "movements"."date"),
	CONSTRAINT "movements_amount_check" CHECK ("movements"."amount_cents" > 0),
	CONSTRAINT "movements_discount_check" CHECK ("movements"."discount_percent" between 0 and 100),
	CONSTRAINT "movements_total_check" CHECK ("movements"."total_cents" = "movements"."amount_cents" - ("movements"."amount_cents"::bigint * "movements"."discount_percent" + 50) / 100),
	CONSTRAINT "movements_unpaid_commission_check" CHECK ("movements"."unpaid_commission_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "procedure_kind" NOT NULL,
	"status" "application_status" DEFAULT 'received' NOT NULL,
	"tracking_code" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_applications_tracking_code_unique" UNIQUE("tracking_code"),
	CONSTRAINT "registration_applications_tracking_code_check" CHECK (char_length("registration_applications"."tracking_code") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "resource_loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "loan_status" DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_on" date,
	"due_on" date,
	"returned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_loans_lent_check" CHECK ("resource_loans"."status" in ('requested', 'cancelled') or ("resource_loans"."starts_on" is not null and "resource_loans"."due_on" is not null)),
	CONSTRAINT "resource_loans_returned_check" CHECK (("resource_loans"."status" = 'returned') = ("resource_loans"."returned_on" is not null)),
	CONSTRAINT "resource_loans_due_check" CHECK ("resource_loans"."due_on" >= "resource_loans"."starts_on"),
	CONSTRAINT "resource_loans_return_date_check" CHECK ("resource_loans"."returned_on" >= "resource_loans"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid NOT NULL,
	"topic" "subscription_topic" NOT NULL,
	"subscribed" boolean NOT NULL,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_topic_pk" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "subscriptions_categories_check" CHECK ("subscriptions"."topic" in ('courses', 'events') or cardinality("subscriptions"."categories") = 0),
	CONSTRAINT "subscriptions_categories_size_check" CHECK (cardinality("subscriptions"."categories") <= 50)
);
--> statement-breakpoint
ALTER TABLE "consent_decisions" ADD CONSTRAINT "consent_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_application_status_changes" ADD CONSTRAINT "event_application_status_changes_application_id_event_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."event_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_application_history" ADD CONSTRAINT "generic_procedure_application_history_application_id_generic_procedure_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."generic_procedure_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_generic_procedure_id_generic_procedures_id_fk" FOREIGN KEY ("generic_procedure_id") REFERENCES "public"."generic_procedures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_discounts" ADD CONSTRAINT "member_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_course_id_events_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_loans" ADD CONSTRAINT "resource_loans_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_loans" ADD CONSTRAINT "resource_loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_decisions_user_idx" ON "consent_decisions" USING btree ("user_id","consent","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_decisions_history_idx" ON "consent_decisions" USING btree ("user_id","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_application_status_changes_application_idx" ON "event_application_status_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_event_user_key" ON "event_applications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_applications_user_created_idx" ON "event_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_applications_user_status_created_idx" ON "event_applications" USING btree ("user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generic_procedure_application_history_idx" ON "generic_procedure_application_history" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "generic_procedure_applications_user_idx" ON "generic_procedure_applications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_discounts_user_idx" ON "member_discounts" USING btree ("user_id","valid_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movements_user_date_idx" ON "movements" USING btree ("user_id","date" DESC NULLS LAST,"transaction_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registration_applications_user_idx" ON "registration_applications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resource_loans_open_key" ON "resource_loans" USING btree ("user_id","resource_id") WHERE "resource_loans"."status" in ('requested', 'on_loan');--> statement-breakpoint
CREATE INDEX "resource_loans_user_idx" ON "resource_loans" USING btree ("user_id","status","due_on");