CREATE TYPE "public"."procedure_payment_method" AS ENUM('card', 'direct_debit', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."registration_type" AS ENUM('first_registration', 'transfer', 're_registration', 'student');--> statement-breakpoint
CREATE TYPE "public"."society_component_type" AS ENUM('professional_partner', 'non_professional_partner', 'other');--> statement-breakpoint
CREATE TYPE "public"."society_document_role" AS ENUM('deed', 'registry_certificate');--> statement-breakpoint
CREATE TYPE "public"."society_document_type" AS ENUM('dni', 'nie', 'passport');--> statement-breakpoint
CREATE TYPE "public"."society_history_event" AS ENUM('filed', 'component_added', 'component_removed', 'administrator_changed', 'deactivated', 'activated', 'status_changed');--> statement-breakpoint
CREATE TABLE "generic_procedure_application_documents" (
	"application_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "generic_procedure_application_documents_application_id_attachment_id_pk" PRIMARY KEY("application_id","attachment_id"),
	CONSTRAINT "generic_procedure_application_documents_field_check" CHECK (char_length("generic_procedure_application_documents"."field") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "professional_societies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tracking_code" text NOT NULL,
	"status" "application_status" DEFAULT 'received' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"social_reason" text NOT NULL,
	"sspp_number" text NOT NULL,
	"cif" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"mobile" text,
	"first_collegiation_date" date NOT NULL,
	"incorporation_date" date NOT NULL,
	"registration_date" date NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text NOT NULL,
	"registry_name" text,
	"registry_volume" text,
	"registry_folio" text,
	"registry_sheet" text,
	"notary_name" text,
	"notary_protocol_number" text,
	"deed_date" date,
	"observations" text,
	"publication_consent" boolean DEFAULT false NOT NULL,
	"data_processing_consented_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_societies_tracking_code_unique" UNIQUE("tracking_code"),
	CONSTRAINT "professional_societies_cif_check" CHECK ("professional_societies"."cif" ~ '^[A-Z][0-9]{7}[0-9A-J]$'),
	CONSTRAINT "professional_societies_reason_check" CHECK (char_length("professional_societies"."social_reason") between 1 and 200),
	CONSTRAINT "professional_societies_dates_check" CHECK ("professional_societies"."registration_date" >= "professional_societies"."incorporation_date"),
	CONSTRAINT "professional_societies_tracking_code_check" CHECK (char_length("professional_societies"."tracking_code") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "professional_society_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"society_id" uuid NOT NULL,
	"collegiate_number" text,
	"name" text NOT NULL,
	"surnames" text NOT NULL,
	"document_type" "society_document_type" NOT NULL,
	"document" text NOT NULL,
	"component_type" "society_component_type" NOT NULL,
	"administrator" boolean DEFAULT false NOT NULL,
	"position" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_society_components_collegiate_check" CHECK ("professional_society_components"."component_type" <> 'professional_partner' or "professional_society_components"."collegiate_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "professional_society_documents" (
	"society_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"role" "society_document_role" NOT NULL,
	CONSTRAINT "professional_society_documents_society_id_attachment_id_pk" PRIMARY KEY("society_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "professional_society_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"society_id" uuid NOT NULL,
	"event" "society_history_event" NOT NULL,
	"status" "application_status",
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_application_documents" (
	"application_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	CONSTRAINT "registration_application_documents_application_id_attachment_id_pk" PRIMARY KEY("application_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "registration_application_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "payment_method" "procedure_payment_method";--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "lang" "locale" DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "generic_procedures" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "registration_type" "registration_type";--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "lang" "locale" DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "generic_procedure_application_documents" ADD CONSTRAINT "generic_procedure_application_documents_application_id_generic_procedure_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."generic_procedure_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_application_documents" ADD CONSTRAINT "generic_procedure_application_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_societies" ADD CONSTRAINT "professional_societies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_society_components" ADD CONSTRAINT "professional_society_components_society_id_professional_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."professional_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_society_documents" ADD CONSTRAINT "professional_society_documents_society_id_professional_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."professional_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_society_documents" ADD CONSTRAINT "professional_society_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_society_history" ADD CONSTRAINT "professional_society_history_society_id_professional_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."professional_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_application_documents" ADD CONSTRAINT "registration_application_documents_application_id_registration_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."registration_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_application_documents" ADD CONSTRAINT "registration_application_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_application_history" ADD CONSTRAINT "registration_application_history_application_id_registration_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."registration_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generic_procedure_application_documents_attachment_idx" ON "generic_procedure_application_documents" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "professional_societies_user_idx" ON "professional_societies" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "professional_societies_active_cif_key" ON "professional_societies" USING btree ("cif") WHERE "professional_societies"."active";--> statement-breakpoint
CREATE INDEX "professional_society_components_society_idx" ON "professional_society_components" USING btree ("society_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_society_components_administrator_key" ON "professional_society_components" USING btree ("society_id") WHERE "professional_society_components"."administrator";--> statement-breakpoint
CREATE INDEX "professional_society_documents_attachment_idx" ON "professional_society_documents" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "professional_society_history_society_idx" ON "professional_society_history" USING btree ("society_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "registration_application_documents_attachment_idx" ON "registration_application_documents" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "registration_application_history_idx" ON "registration_application_history" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_open_document_idx" ON "registration_applications" USING btree ("document_number") WHERE "registration_applications"."status" in ('received', 'under_review', 'pending_documents');--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_open_email_idx" ON "registration_applications" USING btree ("email") WHERE "registration_applications"."status" in ('received', 'under_review', 'pending_documents');--> statement-breakpoint
CREATE INDEX "users_dni_idx" ON "users" USING btree ("dni");--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_payment_check" CHECK (("generic_procedure_applications"."payment_method" is null) = ("generic_procedure_applications"."amount_cents" is null) and coalesce("generic_procedure_applications"."amount_cents", 1) > 0);--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_form_check" CHECK (("registration_applications"."form" is null) = ("registration_applications"."email" is null) and ("registration_applications"."form" is null) = ("registration_applications"."document_number" is null) and ("registration_applications"."form" is null) = ("registration_applications"."registration_type" is null));--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_document_check" CHECK ("registration_applications"."document_number" is null or char_length("registration_applications"."document_number") between 1 and 20);