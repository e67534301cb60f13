CREATE TYPE "public"."accessibility_feedback_kind" AS ENUM('barrier', 'accessible_format', 'suggestion');--> statement-breakpoint
CREATE SEQUENCE "public"."accessibility_feedback_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accessibility_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" "accessibility_feedback_kind" NOT NULL,
	"page_url" text,
	"message" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"lang" "locale" NOT NULL,
	"idempotency_key" uuid,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessibility_feedback_reference_unique" UNIQUE("reference"),
	CONSTRAINT "accessibility_feedback_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "accessibility_feedback_created_at_idx" ON "accessibility_feedback" USING btree ("created_at");