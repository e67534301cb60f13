CREATE TYPE "public"."application_status" AS ENUM('received', 'under_review', 'pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed');--> statement-breakpoint
CREATE TYPE "public"."consent_key" AS ENUM('data_processing', 'public_registry', 'event_images', 'insurer_transfer', 'partner_communications');--> statement-breakpoint
CREATE TYPE "public"."subscription_topic" AS ENUM('newsletter', 'news', 'courses', 'events', 'job_offers', 'procedure_notices');--> statement-breakpoint
CREATE TABLE "consent_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"consent" "consent_key" NOT NULL,
	"granted" boolean NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "consent_decisions_version_check" CHECK (char_length("consent_decisions"."version") between 1 and 20)
);
--> statement-breakpoint
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
CREATE TABLE "subscriptions" (
	"user_id" uuid NOT NULL,
	"topic" "subscription_topic" NOT NULL,
	"subscribed" boolean NOT NULL,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_topic_pk" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "subscriptions_categories_check" CHECK ("subscriptions"."topic" in ('courses', 'events') or cardinality("subscriptions"."categories") = 0),
	CONSTRAINT "subscriptions_categories_size_check" CHECK (cardinality("subscriptions"."categories") <= 50)
);
--> statement-breakpoint
ALTER TABLE "consent_decisions" ADD CONSTRAINT "consent_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_application_status_changes" ADD CONSTRAINT "event_application_status_changes_application_id_event_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."event_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_decisions_user_idx" ON "consent_decisions" USING btree ("user_id","consent","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_decisions_history_idx" ON "consent_decisions" USING btree ("user_id","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_application_status_changes_application_idx" ON "event_application_status_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_event_user_key" ON "event_applications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_applications_user_created_idx" ON "event_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_applications_user_status_created_idx" ON "event_applications" USING btree ("user_id","status","created_at" DESC NULLS LAST);