-- Issue #40: the program flows in and out as C3VOC schedule.xml/json.
-- Stable GUIDs for events, rooms (venues) and persons (users: artists and speakers). A volatile
-- default is evaluated per row, so every existing row gets its own UUID; gen_random_uuid() is
-- built in since PostgreSQL 13 (PGlite too). An import keeps the GUID of the file it read.
ALTER TABLE "events" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_guid_unique" UNIQUE("guid");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guid_unique" UNIQUE("guid");--> statement-breakpoint
-- Versions of the published program (pretalx's schedule releases): one row per batch of published
-- changes; its id is the version number the schedule export and the public changelog show.
CREATE TABLE "program_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- What one release changed, per event and edition. No foreign key to events: a cancelled event
-- may be deleted, its GUID and last published state stay here for the changelog.
CREATE TABLE "program_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"event_guid" uuid NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "program_changes_kind_check" CHECK ("program_changes"."kind" IN ('new', 'moved', 'changed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "program_changes" ADD CONSTRAINT "program_changes_release_id_program_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."program_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_changes_release_id_idx" ON "program_changes" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "program_changes_year_release_idx" ON "program_changes" USING btree ("year","release_id");
--> statement-breakpoint
-- A running festival starts at version 1: its published program as one release of new events.
WITH "release" AS (
	INSERT INTO "program_releases" ("created_at")
	SELECT now() WHERE EXISTS (SELECT 1 FROM "events" WHERE "state" = 'PUBLISHED')
	RETURNING "id"
)
INSERT INTO "program_changes" ("release_id", "event_id", "event_guid", "year", "kind", "before", "after")
SELECT "release"."id", e."id", e."guid", e."year", 'new', NULL,
	jsonb_build_object(
		'title', e."title",
		'start', to_char(e."date_time" AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI:SS') || '+' || to_char((e."date_time" AT TIME ZONE 'Europe/Berlin') - (e."date_time" AT TIME ZONE 'UTC'), 'HH24:MI'),
		'end', to_char(e."end_time" AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI:SS') || '+' || to_char((e."end_time" AT TIME ZONE 'Europe/Berlin') - (e."end_time" AT TIME ZONE 'UTC'), 'HH24:MI'),
		'venue', v."name",
		'venueGuid', v."guid"
	)
FROM "release" CROSS JOIN "events" e LEFT JOIN "venues" v ON v."id" = e."venue_id"
WHERE e."state" = 'PUBLISHED';
