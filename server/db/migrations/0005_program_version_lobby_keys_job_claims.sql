CREATE TABLE "program_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "program_version_one_row" CHECK ("program_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
DROP INDEX "professions_role_key_idx";--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "role_key" text GENERATED ALWAYS AS (lower(btrim(role))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(coalesce(nullif(btrim(coalesce(btrim(first_name), '') || ' ' || coalesce(btrim(last_name), '')), ''), nullif(btrim(name), ''), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "professions_role_key_idx" ON "professions" USING btree ("role_key");--> statement-breakpoint
-- The program cache's validator (server/modules/program/program-version.ts): a transaction that
-- can change what POST /api/event/get/all/year answers sets program_version.version to its own id
-- and notifies program_changed. The row triggers are deferred to the commit, so the version row is
-- the last lock a writer takes (never a deadlock with another writer), and a transaction that
-- touches many rows writes it once.
CREATE FUNCTION "program_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := pg_current_xact_id()::text;
BEGIN
  IF current_setting('festival.program_changed_by', true) IS DISTINCT FROM tx THEN
    PERFORM set_config('festival.program_changed_by', tx, true);
    INSERT INTO "program_version" ("id", "version") VALUES (1, tx::bigint)
      ON CONFLICT ("id") DO UPDATE SET "version" = EXCLUDED."version";
    PERFORM pg_notify('program_changed', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_program_changed" AFTER INSERT OR UPDATE OR DELETE ON "events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE TRIGGER "events_program_truncated" AFTER TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_artists_program_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_artists" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_artists_program_truncated" AFTER TRUNCATE ON "event_artists" FOR EACH STATEMENT EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_genres_program_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_genres" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_genres_program_truncated" AFTER TRUNCATE ON "event_genres" FOR EACH STATEMENT EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_editors_program_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_editors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE TRIGGER "event_editors_program_truncated" AFTER TRUNCATE ON "event_editors" FOR EACH STATEMENT EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "venues_program_changed" AFTER INSERT OR UPDATE OR DELETE ON "venues" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE TRIGGER "venues_program_truncated" AFTER TRUNCATE ON "venues" FOR EACH STATEMENT EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "genres_program_changed" AFTER INSERT OR UPDATE OR DELETE ON "genres" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE TRIGGER "genres_program_truncated" AFTER TRUNCATE ON "genres" FOR EACH STATEMENT EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_program_changed" AFTER INSERT OR UPDATE OR DELETE ON "settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_program_truncated" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "program_changed"();
--> statement-breakpoint
-- Artists show in the program by name and picture: only a change of those counts.
CREATE CONSTRAINT TRIGGER "users_program_changed" AFTER UPDATE OF "first_name", "last_name", "name", "image_file_id", "role_label" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."image_file_id" IS DISTINCT FROM NEW."image_file_id" OR OLD."role_label" IS DISTINCT FROM NEW."role_label") EXECUTE FUNCTION "program_changed"();
