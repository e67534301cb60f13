CREATE TYPE "public"."fee_run_status" AS ENUM('issued', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."vat_treatment" AS ENUM('exempt', 'not_subject');--> statement-breakpoint
CREATE TABLE "fee_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"statuses" "collegiate_status"[] NOT NULL,
	"group_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_treatment" "vat_treatment" NOT NULL,
	"due_date" date NOT NULL,
	"status" "fee_run_status" DEFAULT 'issued' NOT NULL,
	"charge_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "fee_runs_period_check" CHECK ("fee_runs"."period" ~ '^[0-9]{4}(-Q[1-4])?$'),
	CONSTRAINT "fee_runs_amount_check" CHECK ("fee_runs"."amount_cents" > 0),
	CONSTRAINT "fee_runs_cancelled_check" CHECK (("fee_runs"."status" = 'cancelled') = ("fee_runs"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_fee_period_check";--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "fee_run_id" uuid;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "vat_treatment" "vat_treatment" DEFAULT 'exempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_runs" ADD CONSTRAINT "fee_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_runs_period_group_key" ON "fee_runs" USING btree ("period","group_key") WHERE "fee_runs"."status" = 'issued';--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_fee_run_id_fee_runs_id_fk" FOREIGN KEY ("fee_run_id") REFERENCES "public"."fee_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "movements_fee_run_member_period_key" ON "movements" USING btree ("user_id","fee_period") WHERE "movements"."fee_run_id" is not null and "movements"."status" <> 'rejected';--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_fee_period_check" CHECK ("movements"."fee_period" ~ '^[0-9]{4}(-Q[1-4])?$');