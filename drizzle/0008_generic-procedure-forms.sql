CREATE TYPE "public"."procedure_payment_method" AS ENUM('card', 'direct_debit', 'bank_transfer');--> statement-breakpoint
CREATE TABLE "generic_procedure_application_documents" (
	"application_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "generic_procedure_application_documents_application_id_attachment_id_pk" PRIMARY KEY("application_id","attachment_id"),
	CONSTRAINT "generic_procedure_application_documents_field_check" CHECK (char_length("generic_procedure_application_documents"."field") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "payment_method" "procedure_payment_method";--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "lang" "locale" DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "generic_procedures" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "generic_procedure_application_documents" ADD CONSTRAINT "generic_procedure_application_documents_application_id_generic_procedure_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."generic_procedure_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_application_documents" ADD CONSTRAINT "generic_procedure_application_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generic_procedure_application_documents_attachment_idx" ON "generic_procedure_application_documents" USING btree ("attachment_id");--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "generic_procedure_applications" ADD CONSTRAINT "generic_procedure_applications_payment_check" CHECK (("generic_procedure_applications"."payment_method" is null) = ("generic_procedure_applications"."amount_cents" is null) and coalesce("generic_procedure_applications"."amount_cents", 1) > 0);