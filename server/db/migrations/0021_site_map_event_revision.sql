-- Issue #39: a revision per event that goes up with every change of its row, so the .ics SEQUENCE rises and calendar apps replace their copy. A trigger keeps it honest for every writer (management, seed, scripts).
ALTER TABLE "events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "events_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    NEW."revision" := OLD."revision" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_bump_revision" BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION "events_bump_revision"();
--> statement-breakpoint
-- Issue #39: the festival's site plan (one, an uploaded image or SVG) and the points placed on it: stages (venues) and facilities. Positions are fractions of the plan's width and height; two stage points with coordinates can geo-reference the plan.
CREATE TABLE "site_plan" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"file_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_plan_one_row" CHECK ("site_plan"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "site_plan" ADD CONSTRAINT "site_plan_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_plan_file_id_idx" ON "site_plan" USING btree ("file_id");--> statement-breakpoint
CREATE TABLE "site_map_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"venue_id" integer,
	"name" text,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"reference" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_map_points_kind_check" CHECK ("site_map_points"."kind" IN ('stage', 'bar', 'toilets', 'firstAid', 'exit', 'meetingPoint')),
	CONSTRAINT "site_map_points_stage_check" CHECK (("site_map_points"."kind" = 'stage') = ("site_map_points"."venue_id" IS NOT NULL)),
	CONSTRAINT "site_map_points_x_check" CHECK ("site_map_points"."x" BETWEEN 0 AND 1),
	CONSTRAINT "site_map_points_y_check" CHECK ("site_map_points"."y" BETWEEN 0 AND 1)
);
--> statement-breakpoint
ALTER TABLE "site_map_points" ADD CONSTRAINT "site_map_points_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_map_points_venue_id_key" ON "site_map_points" USING btree ("venue_id");
