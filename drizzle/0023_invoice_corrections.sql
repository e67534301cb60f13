ALTER TABLE "invoice_records" ADD COLUMN "correction_method" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "corrected_invoice_number" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "corrected_invoice_date" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "corrected_base" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "corrected_tax" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "correction_reason" text;--> statement-breakpoint
CREATE INDEX "invoice_records_corrected_idx" ON "invoice_records" USING btree ("corrected_invoice_number");