CREATE TYPE "public"."registration_type" AS ENUM('first_registration', 'transfer', 're_registration', 'student');--> statement-breakpoint
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
ALTER TABLE "registration_applications" ADD COLUMN "registration_type" "registration_type";--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "lang" "locale" DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "registration_application_documents" ADD CONSTRAINT "registration_application_documents_application_id_registration_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."registration_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_application_documents" ADD CONSTRAINT "registration_application_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_application_history" ADD CONSTRAINT "registration_application_history_application_id_registration_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."registration_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_application_documents_attachment_idx" ON "registration_application_documents" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "registration_application_history_idx" ON "registration_application_history" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_open_document_idx" ON "registration_applications" USING btree ("document_number") WHERE "registration_applications"."status" in ('received', 'under_review', 'pending_documents');--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_open_email_idx" ON "registration_applications" USING btree ("email") WHERE "registration_applications"."status" in ('received', 'under_review', 'pending_documents');--> statement-breakpoint
CREATE INDEX "users_dni_idx" ON "users" USING btree ("dni");--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_form_check" CHECK (("registration_applications"."form" is null) = ("registration_applications"."email" is null) and ("registration_applications"."form" is null) = ("registration_applications"."document_number" is null) and ("registration_applications"."form" is null) = ("registration_applications"."registration_type" is null));--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_document_check" CHECK ("registration_applications"."document_number" is null or char_length("registration_applications"."document_number") between 1 and 20);