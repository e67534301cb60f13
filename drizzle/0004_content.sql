CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- What search matches: the text without tags or accents, in lower case. unaccent() is only STABLE (its dictionary
-- could change); naming the dictionary makes the result depend on the arguments alone, as generated columns need.
CREATE FUNCTION portal_search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, regexp_replace(array_to_string(parts, ' '), '<[^>]*>', ' ', 'g'))) $$;--> statement-breakpoint
CREATE TYPE "public"."application_window" AS ENUM('published', 'closed', 'programmed', 'standby');--> statement-breakpoint
CREATE TYPE "public"."event_kind" AS ENUM('event', 'course');--> statement-breakpoint
CREATE TYPE "public"."job_contract_type" AS ENUM('permanent', 'temporary', 'freelance', 'internship');--> statement-breakpoint
CREATE TYPE "public"."job_working_day" AS ENUM('full_time', 'part_time');--> statement-breakpoint
CREATE TYPE "public"."job_workplace_type" AS ENUM('on_site', 'hybrid', 'remote');--> statement-breakpoint
CREATE TYPE "public"."procedure_kind" AS ENUM('collegiate', 'precollegiate', 'professional-societies');--> statement-breakpoint
CREATE TYPE "public"."process_type" AS ENUM('legal_advice', 'single_window', 'other');--> statement-breakpoint
CREATE TYPE "public"."resource_format" AS ENUM('book', 'journal', 'video', 'equipment', 'other');--> statement-breakpoint
CREATE TYPE "public"."vocabulary" AS ENUM('news_category', 'event_category', 'event_type', 'event_mode', 'resource_category');--> statement-breakpoint
CREATE SEQUENCE "public"."job_complaint_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "event_translations" (
	"event_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (portal_search_text(title, summary, body)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	CONSTRAINT "event_translations_event_id_lang_pk" PRIMARY KEY("event_id","lang")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "event_kind" DEFAULT 'event' NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer,
	"type_id" integer,
	"mode_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"city" text,
	"address" text,
	"price_cents" integer,
	"member_price_cents" integer,
	"slots" integer,
	"slots_taken" integer DEFAULT 0 NOT NULL,
	"max_companions" integer DEFAULT 0 NOT NULL,
	"hours" integer,
	"window_status" "application_window" DEFAULT 'published' NOT NULL,
	"enrolment_opens_at" timestamp with time zone,
	"enrolment_closes_at" timestamp with time zone,
	"image_src" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_slots_check" CHECK ("events"."slots" is null or "events"."slots_taken" <= "events"."slots")
);
--> statement-breakpoint
CREATE TABLE "events_config" (
	"lang" "locale" PRIMARY KEY NOT NULL,
	"page_size" integer DEFAULT 12 NOT NULL,
	"default_operator" text DEFAULT 'and' NOT NULL,
	"default_sort" text[] DEFAULT '{starts_at}'::text[] NOT NULL,
	"show_categories" boolean DEFAULT true NOT NULL,
	"show_types" boolean DEFAULT true NOT NULL,
	"show_modes" boolean DEFAULT true NOT NULL,
	"show_past" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_procedure_translations" (
	"procedure_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (portal_search_text(title, summary, body)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generic_procedure_translations_procedure_id_lang_pk" PRIMARY KEY("procedure_id","lang")
);
--> statement-breakpoint
CREATE TABLE "generic_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_type" "process_type" NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_status" "application_window" DEFAULT 'published' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_code" text NOT NULL,
	"job_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"description" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_complaints_tracking_code_unique" UNIQUE("tracking_code")
);
--> statement-breakpoint
CREATE TABLE "job_translations" (
	"job_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (portal_search_text(title, summary, body)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_translations_job_id_lang_pk" PRIMARY KEY("job_id","lang")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone,
	"company" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"contract_type" "job_contract_type" NOT NULL,
	"working_day" "job_working_day" NOT NULL,
	"workplace_type" "job_workplace_type" DEFAULT 'on_site' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"contact_email" text,
	"contact_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer,
	"image_src" text,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"news_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (portal_search_text(title, summary, body)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "news_translations_news_id_lang_pk" PRIMARY KEY("news_id","lang")
);
--> statement-breakpoint
CREATE TABLE "procedure_descriptions" (
	"kind" "procedure_kind" NOT NULL,
	"lang" "locale" NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procedure_descriptions_kind_lang_pk" PRIMARY KEY("kind","lang")
);
--> statement-breakpoint
CREATE TABLE "resource_card_category_links" (
	"card_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "resource_card_category_links_card_id_term_id_pk" PRIMARY KEY("card_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "resource_card_ratings" (
	"card_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_card_ratings_card_id_user_id_pk" PRIMARY KEY("card_id","user_id"),
	CONSTRAINT "resource_card_ratings_stars_check" CHECK ("resource_card_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "resource_card_translations" (
	"card_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (portal_search_text(title, summary, body)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_card_translations_card_id_lang_pk" PRIMARY KEY("card_id","lang")
);
--> statement-breakpoint
CREATE TABLE "resource_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"image_src" text,
	"stars_total" integer DEFAULT 0 NOT NULL,
	"stars_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_category_links" (
	"resource_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "resource_category_links_resource_id_term_id_pk" PRIMARY KEY("resource_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "resource_ratings" (
	"resource_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_ratings_resource_id_user_id_pk" PRIMARY KEY("resource_id","user_id"),
	CONSTRAINT "resource_ratings_stars_check" CHECK ("resource_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "resource_translations" (
	"resource_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (portal_search_text(title, summary, body)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_translations_resource_id_lang_pk" PRIMARY KEY("resource_id","lang")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"format" "resource_format" DEFAULT 'book' NOT NULL,
	"author" text,
	"publisher" text,
	"year" integer,
	"isbn" text,
	"copies" integer DEFAULT 1 NOT NULL,
	"applicable_online" boolean DEFAULT true NOT NULL,
	"image_src" text,
	"stars_total" integer DEFAULT 0 NOT NULL,
	"stars_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"section" text NOT NULL,
	"lang" "locale" NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_section_lang_pk" PRIMARY KEY("section","lang")
);
--> statement-breakpoint
CREATE TABLE "term_translations" (
	"term_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "term_translations_term_id_lang_pk" PRIMARY KEY("term_id","lang")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"vocabulary" "vocabulary" NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "workplace_translations" (
	"workplace_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (portal_search_text(title, summary, body)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workplace_translations_workplace_id_lang_pk" PRIMARY KEY("workplace_id","lang")
);
--> statement-breakpoint
CREATE TABLE "workplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"image_src" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_translations" ADD CONSTRAINT "event_translations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_translations" ADD CONSTRAINT "event_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_terms_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_id_terms_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_mode_id_terms_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_config" ADD CONSTRAINT "events_config_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_translations" ADD CONSTRAINT "generic_procedure_translations_procedure_id_generic_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."generic_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_procedure_translations" ADD CONSTRAINT "generic_procedure_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_complaints" ADD CONSTRAINT "job_complaints_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_complaints" ADD CONSTRAINT "job_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_translations" ADD CONSTRAINT "job_translations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_translations" ADD CONSTRAINT "job_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_terms_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_descriptions" ADD CONSTRAINT "procedure_descriptions_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_card_category_links" ADD CONSTRAINT "resource_card_category_links_card_id_resource_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."resource_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_card_category_links" ADD CONSTRAINT "resource_card_category_links_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_card_ratings" ADD CONSTRAINT "resource_card_ratings_card_id_resource_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."resource_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_card_ratings" ADD CONSTRAINT "resource_card_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_card_translations" ADD CONSTRAINT "resource_card_translations_card_id_resource_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."resource_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_card_translations" ADD CONSTRAINT "resource_card_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_category_links" ADD CONSTRAINT "resource_category_links_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_category_links" ADD CONSTRAINT "resource_category_links_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_ratings" ADD CONSTRAINT "resource_ratings_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_ratings" ADD CONSTRAINT "resource_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_translations" ADD CONSTRAINT "resource_translations_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_translations" ADD CONSTRAINT "resource_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_translations" ADD CONSTRAINT "term_translations_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_translations" ADD CONSTRAINT "term_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplace_translations" ADD CONSTRAINT "workplace_translations_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplace_translations" ADD CONSTRAINT "workplace_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_translations_lang_slug_key" ON "event_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "event_translations_search_idx" ON "event_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_publication_idx" ON "events" USING btree ("status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_kind_starts_idx" ON "events" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "events_type_idx" ON "events" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "events_mode_idx" ON "events" USING btree ("mode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generic_procedure_translations_lang_slug_key" ON "generic_procedure_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "generic_procedure_translations_search_idx" ON "generic_procedure_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "generic_procedures_publication_idx" ON "generic_procedures" USING btree ("status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generic_procedures_type_idx" ON "generic_procedures" USING btree ("process_type");--> statement-breakpoint
CREATE INDEX "job_complaints_job_idx" ON "job_complaints" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_translations_lang_slug_key" ON "job_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "job_translations_search_idx" ON "job_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_publication_idx" ON "jobs" USING btree ("status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_province_idx" ON "jobs" USING btree ("province");--> statement-breakpoint
CREATE INDEX "news_publication_idx" ON "news" USING btree ("status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_translations_lang_slug_key" ON "news_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "news_translations_search_idx" ON "news_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_card_category_links_term_idx" ON "resource_card_category_links" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "resource_card_translations_search_idx" ON "resource_card_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_cards_publication_idx" ON "resource_cards" USING btree ("status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resource_category_links_term_idx" ON "resource_category_links" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_translations_lang_slug_key" ON "resource_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "resource_translations_search_idx" ON "resource_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_publication_idx" ON "resources" USING btree ("status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "terms_vocabulary_key_key" ON "terms" USING btree ("vocabulary","key");--> statement-breakpoint
CREATE UNIQUE INDEX "workplace_translations_lang_slug_key" ON "workplace_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "workplace_translations_search_idx" ON "workplace_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workplaces_publication_idx" ON "workplaces" USING btree ("status","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workplaces_province_idx" ON "workplaces" USING btree ("province");