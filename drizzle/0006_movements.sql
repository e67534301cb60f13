CREATE TYPE "public"."movement_status" AS ENUM('pending', 'paid', 'not_paid', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."movement_type" AS ENUM('F', 'C');--> statement-breakpoint
CREATE TABLE "movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date,
	"type" "movement_type" NOT NULL,
	"fee_period" text,
	"course_id" integer,
	"description" text,
	"amount_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"unpaid_commission_cents" integer DEFAULT 0 NOT NULL,
	"status" "movement_status" DEFAULT 'pending' NOT NULL,
	"invoice_number" text,
	"invoice_issued_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_transaction_number_unique" UNIQUE("transaction_number"),
	CONSTRAINT "movements_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "movements_transaction_number_check" CHECK ("movements"."transaction_number" ~ '^[FC]-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "movements_invoice_number_check" CHECK ("movements"."invoice_number" ~ '^FAC-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "movements_invoice_issued_check" CHECK (("movements"."invoice_number" is null) = ("movements"."invoice_issued_on" is null)),
	CONSTRAINT "movements_fee_period_check" CHECK ("movements"."fee_period" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "movements_due_date_check" CHECK ("movements"."due_date" is null or "movements"."due_date" >= "movements"."date"),
	CONSTRAINT "movements_amount_check" CHECK ("movements"."amount_cents" > 0),
	CONSTRAINT "movements_discount_check" CHECK ("movements"."discount_percent" between 0 and 100),
	CONSTRAINT "movements_total_check" CHECK ("movements"."total_cents" = "movements"."amount_cents" - ("movements"."amount_cents"::bigint * "movements"."discount_percent" + 50) / 100),
	CONSTRAINT "movements_unpaid_commission_check" CHECK ("movements"."unpaid_commission_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_course_id_events_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movements_user_date_idx" ON "movements" USING btree ("user_id","date" DESC NULLS LAST,"transaction_number" DESC NULLS LAST);