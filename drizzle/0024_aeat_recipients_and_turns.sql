CREATE TABLE "aeat_submission_turns" (
	"issuer_tax_id" text PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "recipient_tax_id" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "recipient_id_country" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "recipient_id_type" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "recipient_id" text;