CREATE TABLE "installation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"mode" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_one_row" CHECK ("installation"."id"),
	CONSTRAINT "installation_mode_check" CHECK ("installation"."mode" in ('demo', 'production'))
);
--> statement-breakpoint
-- A database from before this table is a demo when the demo seed ran on it (the old default) or it holds a demo
-- account, production when it holds any other account; an empty one is recorded at its first start.
INSERT INTO "installation" ("id", "mode")
SELECT true, CASE
    WHEN EXISTS (SELECT 1 FROM "demo_seeds")
      OR EXISTS (SELECT 1 FROM "users" WHERE "email" IN ('colegiada@demo.colegio.example',
        'precolegiado@demo.colegio.example', 'visitante@demo.colegio.example', 'nuevo@demo.colegio.example',
        'personal@demo.colegio.example', 'colegiado@demo.colegio.example'))
    THEN 'demo' ELSE 'production' END
WHERE EXISTS (SELECT 1 FROM "demo_seeds") OR EXISTS (SELECT 1 FROM "users");
--> statement-breakpoint
-- Every demo set of those versions was seeded at each start until it was recorded, so a demo has had them all: what
-- staff deleted or renamed is not added again. The demo accounts are a set now too (they were re-created whenever
-- missing).
INSERT INTO "demo_seeds" ("name")
SELECT "name" FROM unnest(ARRAY['navbars', 'pages', 'one-stop-shop', 'news', 'jobs', 'workplaces', 'events',
  'procedures', 'resources', 'accounts', 'applications', 'preferences', 'profiles', 'movements',
  'payment-configurations', 'my-procedures', 'professional-societies', 'registry-societies',
  'generic-procedure-forms', 'documents']) AS "sets" ("name")
WHERE EXISTS (SELECT 1 FROM "installation" WHERE "mode" = 'demo')
ON CONFLICT DO NOTHING;
