-- Enrolments in paid courses and procedures with a fee sent before their charges were recorded (movements'
-- event_application_id and procedure_application_id) got none, so their members could not pay them: each open one
-- gets its pending charge now, as the services make it, dated the day it was sent and due in ten days (for a
-- course, by its first day at the latest), numbered after its year's series.
WITH "owed" AS (
  SELECT a."id" AS "event_application_id", NULL::uuid AS "procedure_application_id", a."user_id",
    'F'::"movement_type" AS "type", a."event_id" AS "course_id", NULL::text AS "description",
    a."amount_due_cents" AS "amount_cents", a."created_at" AS "sent_at",
    (e."starts_at" AT TIME ZONE 'Europe/Madrid')::date AS "due_by"
  FROM "event_applications" a
  JOIN "events" e ON e."id" = a."event_id"
  WHERE a."amount_due_cents" > 0
    AND a."waitlisted_at" IS NULL
    AND a."status" NOT IN ('rejected', 'cancelled', 'not_processed')
    AND NOT EXISTS (SELECT 1 FROM "movements" m WHERE m."event_application_id" = a."id")
  UNION ALL
  SELECT NULL, p."id", p."user_id", 'C', NULL,
    coalesce(
      (SELECT t."title" FROM "generic_procedure_translations" t
        WHERE t."procedure_id" = p."generic_procedure_id" AND t."lang" IN (p."lang", 'es')
        ORDER BY t."lang" = p."lang" DESC LIMIT 1),
      ''
    ) || ' (' || p."reference" || ')',
    p."amount_cents", p."submitted_at", NULL
  FROM "generic_procedure_applications" p
  WHERE p."amount_cents" IS NOT NULL
    AND p."status" NOT IN ('rejected', 'cancelled', 'not_processed')
    AND NOT EXISTS (SELECT 1 FROM "movements" m WHERE m."procedure_application_id" = p."id")
), "numbered" AS (
  SELECT o.*, (o."sent_at" AT TIME ZONE 'Europe/Madrid')::date AS "day",
    o."type"::text || '-' || to_char(o."sent_at" AT TIME ZONE 'Europe/Madrid', 'YYYY') || '-' AS "prefix",
    row_number() OVER (
      PARTITION BY o."type", to_char(o."sent_at" AT TIME ZONE 'Europe/Madrid', 'YYYY')
      ORDER BY o."sent_at", o."event_application_id", o."procedure_application_id"
    ) AS "position"
  FROM "owed" o
)
INSERT INTO "movements" ("user_id", "transaction_number", "date", "due_date", "type", "course_id", "description",
  "amount_cents", "discount_percent", "total_cents", "status", "event_application_id", "procedure_application_id",
  "created_at", "updated_at")
SELECT n."user_id",
  n."prefix" || lpad((greatest(
    (SELECT coalesce(max(substr(m."transaction_number", 8)::int), 0) FROM "movements" m
      WHERE m."transaction_number" LIKE n."prefix" || '%'),
    coalesce((SELECT s."last_number" FROM "number_series" s WHERE s."series" = n."prefix"), 0)
  ) + n."position")::text, 6, '0'),
  n."day",
  greatest(n."day", least((now() AT TIME ZONE 'Europe/Madrid')::date + 10, coalesce(n."due_by", 'infinity'::date))),
  n."type", n."course_id", n."description", n."amount_cents", 0, n."amount_cents", 'pending',
  n."event_application_id", n."procedure_application_id", n."sent_at", now()
FROM "numbered" n;
--> statement-breakpoint
-- The series go on after the numbers given above.
INSERT INTO "number_series" ("series", "last_number")
SELECT substr("transaction_number", 1, 7), max(substr("transaction_number", 8)::int)
FROM "movements"
GROUP BY 1
ON CONFLICT ("series") DO UPDATE SET "last_number" = greatest("number_series"."last_number", excluded."last_number");
