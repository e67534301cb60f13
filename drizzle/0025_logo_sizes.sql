ALTER TABLE "settings" ADD COLUMN "logo_width" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "logo_height" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "logo_small_width" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "logo_small_height" integer DEFAULT 48 NOT NULL;