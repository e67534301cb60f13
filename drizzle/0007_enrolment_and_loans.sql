CREATE TYPE "public"."enrolment_group" AS ENUM('collegiates', 'precollegiates');--> statement-breakpoint
CREATE TABLE "event_application_documents" (
	"application_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	CONSTRAINT "event_application_documents_application_id_attachment_id_pk" PRIMARY KEY("application_id","attachment_id")
);
--> statement-breakpoint
ALTER TABLE "event_applications" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_applications" ADD COLUMN "amount_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_applications" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "admitted_groups" "enrolment_group"[] DEFAULT '{collegiates,precollegiates}'::enrolment_group[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requires_documents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_application_documents" ADD CONSTRAINT "event_application_documents_application_id_event_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."event_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_application_documents" ADD CONSTRAINT "event_application_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_application_documents_attachment_idx" ON "event_application_documents" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "event_applications_waitlist_idx" ON "event_applications" USING btree ("event_id","waitlisted_at","id") WHERE "event_applications"."waitlisted_at" is not null;--> statement-breakpoint
CREATE INDEX "resource_loans_resource_idx" ON "resource_loans" USING btree ("resource_id","status","due_on");--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_amount_check" CHECK ("event_applications"."amount_due_cents" >= 0);