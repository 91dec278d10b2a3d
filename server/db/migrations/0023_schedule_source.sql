-- Issue #40: the schedule an import wrote an event from (the lower-cased C3VOC conference acronym).
-- A later import of the same schedule updates, adds and withdraws only these events; events typed
-- in by staff or imported from another schedule have another (or no) source and stay untouched.
ALTER TABLE "events" ADD COLUMN "schedule_source" text;--> statement-breakpoint
CREATE INDEX "events_schedule_source_idx" ON "events" USING btree ("schedule_source");
