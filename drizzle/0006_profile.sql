CREATE TYPE "public"."collegiate_status" AS ENUM('active', 'honorary', 'retired', 'pre_active', 'suspended', 'non_payment');--> statement-breakpoint
CREATE TYPE "public"."degree_origin" AS ENUM('spanish', 'foreign');--> statement-breakpoint
CREATE TYPE "public"."degree_type" AS ENUM('diploma', 'bachelor', 'master', 'doctorate');--> statement-breakpoint
CREATE TYPE "public"."exercise_sector" AS ENUM('public', 'private', 'mixed');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('female', 'male', 'non_binary', 'undisclosed');--> statement-breakpoint
CREATE TYPE "public"."professional_situation" AS ENUM('employed', 'self_employed', 'unemployed', 'retired', 'student');--> statement-breakpoint
CREATE TYPE "public"."profile_working_day" AS ENUM('full_time', 'part_time');--> statement-breakpoint
CREATE TYPE "public"."specialty" AS ENUM('general_care', 'obstetric_gynaecological', 'mental_health', 'occupational', 'medical_surgical', 'family_community', 'paediatric', 'geriatric');--> statement-breakpoint
CREATE TABLE "member_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"percent" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_discounts_percent_check" CHECK ("member_discounts"."percent" between 1 and 100),
	CONSTRAINT "member_discounts_validity_check" CHECK ("member_discounts"."valid_until" is null or "member_discounts"."valid_until" >= "member_discounts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"collegiate_code" text,
	"collegiate_status" "collegiate_status",
	"phone1" text,
	"phone2" text,
	"gender" "gender",
	"nationality" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"region" text,
	"country" text,
	"degree_title" text,
	"degree_type" "degree_type",
	"university" text,
	"degree_origin" "degree_origin",
	"registry_csv" text,
	"issue_date" date,
	"homologation_date" date,
	"specialties" "specialty"[] DEFAULT '{}' NOT NULL,
	"iban" text,
	"situation" "professional_situation",
	"exercise" "exercise_sector",
	"working_day" "profile_working_day",
	"epc_number" text,
	"workplace_name" text,
	"workplace_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_collegiate_code_unique" UNIQUE("collegiate_code"),
	CONSTRAINT "member_profiles_nationality_check" CHECK ("member_profiles"."nationality" ~ '^[A-Z]{2}$'),
	CONSTRAINT "member_profiles_country_check" CHECK ("member_profiles"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "member_profiles_iban_check" CHECK ("member_profiles"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "member_profiles_epc_check" CHECK ("member_profiles"."epc_number" ~ '^[A-Z]{2}[A-Z0-9]{6,16}$'),
	CONSTRAINT "member_profiles_homologation_check" CHECK ("member_profiles"."homologation_date" is null or "member_profiles"."issue_date" is null or "member_profiles"."homologation_date" >= "member_profiles"."issue_date")
);
--> statement-breakpoint
ALTER TABLE "member_discounts" ADD CONSTRAINT "member_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_discounts_user_idx" ON "member_discounts" USING btree ("user_id","valid_from" DESC NULLS LAST);