CREATE TYPE "public"."content_status" AS ENUM('published', 'archived', 'draft', 'discarded', 'programmed');--> statement-breakpoint
CREATE TYPE "public"."link_target" AS ENUM('_self', '_blank');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('es', 'ca', 'en', 'eu');--> statement-breakpoint
CREATE TABLE "languages" (
	"code" "locale" PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navbars" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"navbar_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"target" "link_target" DEFAULT '_self' NOT NULL,
	"icon" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"need_login" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL,
	"lang" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_translations_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"lang" "locale" PRIMARY KEY NOT NULL,
	"color_primary" text DEFAULT '#74AA50' NOT NULL,
	"color_secondary" text DEFAULT '#9DC58B' NOT NULL,
	"color_complementary" text DEFAULT '#6D509F' NOT NULL,
	"color_light" text DEFAULT '#DEECD8' NOT NULL,
	"font_family" text DEFAULT 'Catamaran' NOT NULL,
	"font_family_secondary" text DEFAULT 'Montserrat' NOT NULL,
	"font_size" text DEFAULT '15px' NOT NULL,
	"google_analytics" text,
	"logo_src" text NOT NULL,
	"logo_small_src" text NOT NULL,
	"logo_alt" text NOT NULL,
	"footer_title" text DEFAULT '' NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"footer_copy" text DEFAULT '' NOT NULL,
	"footer_copy_url" text,
	"facebook_url" text,
	"twitter_url" text,
	"instagram_url" text,
	"youtube_url" text,
	"linkedin_url" text,
	"public_url" text NOT NULL,
	"slug_navbar_top" text NOT NULL,
	"slug_navbar_bottom_one" text NOT NULL,
	"slug_navbar_bottom_two" text NOT NULL,
	"slug_navbar_bottom_three" text NOT NULL,
	"slug_navbar_bottom_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"hashed_password" text,
	"name" text NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"principals" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_lang" "locale" DEFAULT 'es' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "navbars" ADD CONSTRAINT "navbars_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_navbar_id_navbars_id_fk" FOREIGN KEY ("navbar_id") REFERENCES "public"."navbars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_navigation_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_lang_languages_code_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "navbars_lang_slug_key" ON "navbars" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "navigation_items_navbar_position_idx" ON "navigation_items" USING btree ("navbar_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_lang_slug_key" ON "page_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_single_home_key" ON "pages" USING btree ("is_home") WHERE "pages"."is_home";