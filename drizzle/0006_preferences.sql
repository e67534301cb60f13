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
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_decisions_user_idx" ON "consent_decisions" USING btree ("user_id","consent","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_decisions_history_idx" ON "consent_decisions" USING btree ("user_id","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);