CREATE TABLE "invoice_record_signatures" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"signed_xml" text NOT NULL,
	"certificate_subject" text NOT NULL,
	"certificate_serial" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoicing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"issuer_name" text NOT NULL,
	"position" integer NOT NULL,
	"event_type" text NOT NULL,
	"generated_at" text NOT NULL,
	"software" jsonb NOT NULL,
	"details" jsonb,
	"other_data" text,
	"previous_hash" text,
	"hash" text NOT NULL,
	"signed_xml" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_events_chain_position" UNIQUE("issuer_tax_id","position")
);
--> statement-breakpoint
CREATE INDEX "invoicing_events_type_idx" ON "invoicing_events" USING btree ("event_type","position");--> statement-breakpoint
-- Hand-written: signatures and events are append-only, as the records they belong with (Orden HAC/1177/2024 art. 8).
CREATE FUNCTION "invoicing_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_record_signatures_no_update_or_delete" BEFORE UPDATE OR DELETE ON "invoice_record_signatures"
	FOR EACH ROW EXECUTE FUNCTION "invoicing_append_only"();--> statement-breakpoint
CREATE TRIGGER "invoice_record_signatures_no_truncate" BEFORE TRUNCATE ON "invoice_record_signatures"
	FOR EACH STATEMENT EXECUTE FUNCTION "invoicing_append_only"();--> statement-breakpoint
CREATE TRIGGER "invoicing_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "invoicing_events"
	FOR EACH ROW EXECUTE FUNCTION "invoicing_append_only"();--> statement-breakpoint
CREATE TRIGGER "invoicing_events_no_truncate" BEFORE TRUNCATE ON "invoicing_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "invoicing_append_only"();
