-- Issue #37: staff announcements are the festival's own posts in the feed. No member wrote them, so a post may have no author (NULL = the festival).
ALTER TABLE "feed_items" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
CREATE TABLE "announcements" (
	"feed_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"audience" text NOT NULL,
	"venue_id" integer,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_title_check" CHECK (char_length("announcements"."title") BETWEEN 1 AND 100),
	CONSTRAINT "announcements_level_check" CHECK ("announcements"."level" IN ('normal', 'urgent')),
	CONSTRAINT "announcements_audience_check" CHECK ("announcements"."audience" IN ('everyone', 'venue', 'role'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_feed_id_feed_items_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at" DESC);
