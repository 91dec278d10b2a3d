-- The schedule export (issue #40) shows artists' and speakers' biographies, and is cached per
-- program version (server/modules/schedule/service.ts): a biography edit now moves that version too.
DROP TRIGGER "users_program_changed" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_program_changed" AFTER UPDATE OF "first_name", "last_name", "name", "image_file_id", "role_label", "bio" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."image_file_id" IS DISTINCT FROM NEW."image_file_id" OR OLD."role_label" IS DISTINCT FROM NEW."role_label" OR OLD."bio" IS DISTINCT FROM NEW."bio") EXECUTE FUNCTION "program_changed"();
