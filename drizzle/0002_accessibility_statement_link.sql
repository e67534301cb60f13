-- RD 1112/2018 asks for the accessibility statement to be reachable from every page. Databases seeded before
-- the statement existed get its link at the end of each language's legal strip, once; a fresh database gets
-- it from the seed instead (this finds no navbar yet), and staff may remove it later without it coming back.
INSERT INTO "navigation_items" ("navbar_id", "position", "label", "url")
SELECT "navbars"."id",
	coalesce((SELECT max("position") + 1 FROM "navigation_items" WHERE "navbar_id" = "navbars"."id" AND "parent_id" IS NULL), 0),
	CASE "navbars"."lang" WHEN 'ca' THEN 'Accessibilitat' WHEN 'en' THEN 'Accessibility' WHEN 'eu' THEN 'Irisgarritasuna' ELSE 'Accesibilidad' END,
	'/accessibility'
FROM "navbars"
INNER JOIN "settings" ON "settings"."lang" = "navbars"."lang" AND "settings"."slug_navbar_bottom_four" = "navbars"."slug"
WHERE NOT EXISTS (
	SELECT 1 FROM "navigation_items" WHERE "navigation_items"."navbar_id" = "navbars"."id" AND "navigation_items"."url" = '/accessibility'
);
