CREATE TABLE "direct_debit_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"due_on" date NOT NULL,
	"number_of_transactions" integer NOT NULL,
	"control_sum_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "direct_debit_remittances_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_debit_charges" ADD COLUMN "remittance_id" uuid;--> statement-breakpoint
ALTER TABLE "job_complaints" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "job_complaints" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "job_complaints" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_debit_remittances" ADD CONSTRAINT "direct_debit_remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_entity_idx" ON "staff_actions" USING btree ("entity","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "consumer_complaints" ADD CONSTRAINT "consumer_complaints_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_charges" ADD CONSTRAINT "direct_debit_charges_remittance_id_direct_debit_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."direct_debit_remittances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_complaints" ADD CONSTRAINT "job_complaints_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;