CREATE TYPE "public"."complainant_kind" AS ENUM('consumer', 'collegiate');--> statement-breakpoint
CREATE TYPE "public"."complaint_topic" AS ENUM('professional_practice', 'association_service', 'other');--> statement-breakpoint
CREATE TYPE "public"."registry_optional_field" AS ENUM('specialties', 'workplace');--> statement-breakpoint
CREATE TABLE "consumer_complaint_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" "attachment_content_type" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_complaint_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "consumer_complaint_documents_filename_check" CHECK (char_length("consumer_complaint_documents"."filename") between 1 and 200),
	CONSTRAINT "consumer_complaint_documents_size_check" CHECK ("consumer_complaint_documents"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "consumer_complaint_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_code" text NOT NULL,
	"user_id" uuid,
	"complainant" "complainant_kind" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"lang" "locale" NOT NULL,
	"topic" "complaint_topic" NOT NULL,
	"professional" text,
	"description" text NOT NULL,
	"status" "application_status" DEFAULT 'received' NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_complaints_tracking_code_unique" UNIQUE("tracking_code"),
	CONSTRAINT "consumer_complaints_tracking_code_check" CHECK (char_length("consumer_complaints"."tracking_code") between 1 and 40),
	CONSTRAINT "consumer_complaints_description_check" CHECK (char_length("consumer_complaints"."description") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "registry_hidden" "registry_optional_field"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "deregistered_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (portal_search_text(name, surname)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (portal_search_text(surname, name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consumer_complaint_documents" ADD CONSTRAINT "consumer_complaint_documents_complaint_id_consumer_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."consumer_complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_complaint_history" ADD CONSTRAINT "consumer_complaint_history_complaint_id_consumer_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."consumer_complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD CONSTRAINT "consumer_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_complaint_documents_complaint_idx" ON "consumer_complaint_documents" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "consumer_complaint_history_complaint_idx" ON "consumer_complaint_history" USING btree ("complaint_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "consumer_complaints_status_idx" ON "consumer_complaints" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_profiles_registry_number_idx" ON "member_profiles" USING gin ("collegiate_code" gin_trgm_ops) WHERE "member_profiles"."collegiate_code" is not null and "member_profiles"."collegiate_status" <> 'pre_active';--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_sort_name_idx" ON "users" USING btree ("sort_name","id");