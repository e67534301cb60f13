CREATE TYPE "public"."invoice_submission_status" AS ENUM('pending', 'accepted', 'accepted_with_errors', 'rejected');--> statement-breakpoint
CREATE TABLE "invoice_record_submissions" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"status" "invoice_submission_status" DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"error_text" text,
	"csv" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "invoice_record_submissions_status_idx" ON "invoice_record_submissions" USING btree ("status");