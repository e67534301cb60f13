CREATE TYPE "public"."complaint_subject_kind" AS ENUM('professional', 'society');--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD COLUMN "subject_kind" "complaint_subject_kind";--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD COLUMN "subject_registry_number" text;--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD CONSTRAINT "consumer_complaints_subject_check" CHECK (char_length("consumer_complaints"."professional") <= 200 and char_length("consumer_complaints"."subject_registry_number") <= 40);--> statement-breakpoint
-- Before, a complaint could name only a professional.
UPDATE "consumer_complaints" SET "subject_kind" = 'professional' WHERE "professional" IS NOT NULL;
