CREATE TYPE "public"."application_status" AS ENUM('received', 'under_review', 'pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed');--> statement-breakpoint
CREATE TABLE "event_application_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "event_application_status_changes_note_check" CHECK ("event_application_status_changes"."note" is null or char_length("event_application_status_changes"."note") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "event_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'received' NOT NULL,
	"companions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_applications_companions_check" CHECK ("event_applications"."companions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_application_status_changes" ADD CONSTRAINT "event_application_status_changes_application_id_event_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."event_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_application_status_changes_application_idx" ON "event_application_status_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_event_user_key" ON "event_applications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_applications_user_created_idx" ON "event_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_applications_user_status_created_idx" ON "event_applications" USING btree ("user_id","status","created_at" DESC NULLS LAST);