CREATE TYPE "public"."invoice_record_kind" AS ENUM('alta', 'anulacion');--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" "invoice_record_kind" NOT NULL,
	"series" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" text NOT NULL,
	"invoice_type" text,
	"tax_total" text,
	"amount_total" text,
	"previous_hash" text,
	"generated_at" text NOT NULL,
	"hash" text NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_records_chain_position" UNIQUE("issuer_tax_id","position")
);
--> statement-breakpoint
CREATE INDEX "invoice_records_series_idx" ON "invoice_records" USING btree ("series","position");--> statement-breakpoint
CREATE INDEX "invoice_records_invoice_idx" ON "invoice_records" USING btree ("invoice_number");--> statement-breakpoint
-- Hand-written: the records are append-only (RD 1007/2023 art. 8: inalterability); a correction is a new record.
CREATE FUNCTION "invoice_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'invoice_records are append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_records_no_update_or_delete" BEFORE UPDATE OR DELETE ON "invoice_records"
	FOR EACH ROW EXECUTE FUNCTION "invoice_records_append_only"();--> statement-breakpoint
CREATE TRIGGER "invoice_records_no_truncate" BEFORE TRUNCATE ON "invoice_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "invoice_records_append_only"();
