DROP INDEX "users_search_name_idx";--> statement-breakpoint
DROP INDEX "member_profiles_registry_number_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registry_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: whether the public registry lists a person is the member profile's to say; copying it onto users lets
-- a registry search read one index instead of joining every candidate to its profile.
CREATE FUNCTION "portal_registry_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."user_id" <> NEW."user_id") THEN
		UPDATE "users" SET "registry_listed" = false WHERE "id" = OLD."user_id" AND "registry_listed";
	END IF;
	IF TG_OP <> 'DELETE' THEN
		UPDATE "users"
		SET "registry_listed" = coalesce(NEW."collegiate_code" IS NOT NULL AND NEW."collegiate_status" <> 'pre_active', false)
		WHERE "id" = NEW."user_id"
			AND "registry_listed" <> coalesce(NEW."collegiate_code" IS NOT NULL AND NEW."collegiate_status" <> 'pre_active', false);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_profiles_registry_listed" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "collegiate_code", "collegiate_status" ON "member_profiles"
	FOR EACH ROW EXECUTE FUNCTION "portal_registry_listed"();--> statement-breakpoint
UPDATE "users" SET "registry_listed" = true FROM "member_profiles"
WHERE "member_profiles"."user_id" = "users"."id" AND "member_profiles"."collegiate_code" IS NOT NULL
	AND "member_profiles"."collegiate_status" <> 'pre_active';--> statement-breakpoint
CREATE INDEX "users_registry_order_idx" ON "users" USING btree ("sort_name","id","search_name") WHERE "users"."registry_listed";--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "member_profiles_registry_number_idx" ON "member_profiles" USING gin ("collegiate_code" gin_trgm_ops) WITH (fastupdate=false) WHERE "member_profiles"."collegiate_code" is not null and "member_profiles"."collegiate_status" <> 'pre_active';
