CREATE TYPE "public"."loan_status" AS ENUM('requested', 'on_loan', 'returned', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."procedure_application_status" AS ENUM('received', 'under_review', 'pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed');--> statement-breakpoint
CREATE TABLE "generic_procedure_application_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "procedure_application_status" NOT NULL,
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
	"status" "procedure_application_status" DEFAULT 'received' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generic_procedure_applications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "generic_procedure_applications_reference_check" CHECK (char_length("generic_procedure_applications"."reference") between 1 and 40),
	CONSTRAINT "generic_procedure_applications_subject_check" CHECK (char_length("generic_procedure_applications"."subject") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "registration_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "procedure_kind" NOT NULL,
	"status" "procedure_application_status" DEFAULT 'received' NOT NULL,
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
ALTER TABLE "generic_procedure_application_history" ADD CONSTRAINT "generic_procedure_application_history_application_id_generic_procedure_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."generic_procedure_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_generic_procedure_id_generic_procedures_id_fk" FOREIGN KEY ("generic_procedure_id") REFERENCES "public"."generic_procedures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_loans" ADD CONSTRAINT "resource_loans_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_loans" ADD CONSTRAINT "resource_loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generic_procedure_application_history_idx" ON "generic_procedure_application_history" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "generic_procedure_applications_user_idx" ON "generic_procedure_applications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registration_applications_user_idx" ON "registration_applications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resource_loans_open_key" ON "resource_loans" USING btree ("user_id","resource_id") WHERE "resource_loans"."status" in ('requested', 'on_loan');--> statement-breakpoint
CREATE INDEX "resource_loans_user_idx" ON "resource_loans" USING btree ("user_id","status","due_on");