CREATE TYPE "public"."direct_debit_charge_status" AS ENUM('pending', 'collected', 'returned');--> statement-breakpoint
CREATE TYPE "public"."issued_document_kind" AS ENUM('invoice', 'sepa_mandate', 'attendance_certificate', 'good_standing_certificate');--> statement-breakpoint
CREATE TYPE "public"."payment_concept" AS ENUM('fee', 'course', 'event', 'procedure');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('paid', 'pending', 'cancelled', 'refused', 'error', 'not_paid');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('card_v1', 'card_v2', 'direct_debit_1', 'direct_debit_2', 'direct_debit_4', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."sepa_mandate_status" AS ENUM('generated', 'uploaded', 'validated', 'revoked');--> statement-breakpoint
CREATE TABLE "direct_debit_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"status" "direct_debit_charge_status" DEFAULT 'pending' NOT NULL,
	"collected_on" date,
	CONSTRAINT "direct_debit_charges_amount_check" CHECK ("direct_debit_charges"."amount_cents" > 0),
	CONSTRAINT "direct_debit_charges_sequence_check" CHECK ("direct_debit_charges"."sequence" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "document_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"client" text NOT NULL,
	"document_id" uuid,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "issued_document_kind" NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"lang" "locale" NOT NULL,
	"filename" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" uuid NOT NULL,
	"size" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code"),
	CONSTRAINT "issued_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "issued_documents_code_check" CHECK ("issued_documents"."code" ~ '^[0-9A-HJKMNP-TV-Z]{20}$'),
	CONSTRAINT "issued_documents_sha256_check" CHECK ("issued_documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_configurations" (
	"lang" "locale" NOT NULL,
	"concept" "payment_concept" NOT NULL,
	"methods" "payment_type"[] NOT NULL,
	CONSTRAINT "payment_configurations_lang_concept_pk" PRIMARY KEY("lang","concept")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" uuid,
	"gateway_order" text,
	"signature_version" text,
	"signature_valid" boolean NOT NULL,
	"response_code" text,
	"outcome" text NOT NULL,
	"parameters" jsonb
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"type" "payment_type" NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"lang" "locale" DEFAULT 'es' NOT NULL,
	"gateway_order" text,
	"expires_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"response_code" text,
	"authorisation_code" text,
	"transfer_reference" text,
	"mandate_id" uuid,
	"needs_review" boolean DEFAULT false NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gateway_order_unique" UNIQUE("gateway_order"),
	CONSTRAINT "payments_transfer_reference_unique" UNIQUE("transfer_reference"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_gateway_order_check" CHECK ("payments"."gateway_order" ~ '^[0-9]{4}[0-9A-Za-z]{8}$'),
	CONSTRAINT "payments_card_check" CHECK (("payments"."type" in ('card_v1', 'card_v2')) = ("payments"."gateway_order" is not null and "payments"."expires_at" is not null)),
	CONSTRAINT "payments_transfer_check" CHECK (("payments"."type" = 'bank_transfer') = ("payments"."transfer_reference" is not null)),
	CONSTRAINT "payments_direct_debit_check" CHECK (("payments"."type" in ('direct_debit_1', 'direct_debit_2', 'direct_debit_4')) = ("payments"."mandate_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"iban" text NOT NULL,
	"status" "sepa_mandate_status" DEFAULT 'generated' NOT NULL,
	"document_id" uuid,
	"signed_attachment_id" uuid,
	"signed_on" date,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sepa_mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sepa_mandates_reference_check" CHECK ("sepa_mandates"."reference" ~ '^[A-Za-z0-9+?/:(). ,-]{1,35}$')
);
--> statement-breakpoint
ALTER TABLE "job_complaints" ADD COLUMN "status" "application_status" DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_complaints" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "event_application_id" uuid;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "procedure_application_id" uuid;--> statement-breakpoint
ALTER TABLE "direct_debit_charges" ADD CONSTRAINT "direct_debit_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lookups" ADD CONSTRAINT "document_lookups_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_signed_attachment_id_attachments_id_fk" FOREIGN KEY ("signed_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_charges_payment_sequence_key" ON "direct_debit_charges" USING btree ("payment_id","sequence");--> statement-breakpoint
CREATE INDEX "direct_debit_charges_due_idx" ON "direct_debit_charges" USING btree ("due_on") WHERE "direct_debit_charges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "document_lookups_at_idx" ON "document_lookups" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_kind_reference_key" ON "issued_documents" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "issued_documents_sha256_idx" ON "issued_documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "issued_documents_user_idx" ON "issued_documents" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id","received_at");--> statement-breakpoint
CREATE INDEX "payments_movement_idx" ON "payments" USING btree ("movement_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending' and "payments"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_current_key" ON "sepa_mandates" USING btree ("user_id") WHERE "sepa_mandates"."status" <> 'revoked';--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_event_application_id_event_applications_id_fk" FOREIGN KEY ("event_application_id") REFERENCES "public"."event_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_procedure_application_id_generic_procedure_applications_id_fk" FOREIGN KEY ("procedure_application_id") REFERENCES "public"."generic_procedure_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_event_application_id_unique" UNIQUE("event_application_id");--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_procedure_application_id_unique" UNIQUE("procedure_application_id");--> statement-breakpoint
DROP SEQUENCE "public"."job_complaint_number_seq";