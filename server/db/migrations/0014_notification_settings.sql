-- Issue #37: what each member wants to be notified about (no row: the defaults), and the event reminders already queued, one per member, event and start time, so several nodes never send one twice.
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chats" boolean DEFAULT true NOT NULL,
	"post_activity" boolean DEFAULT true NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"program_changes" boolean DEFAULT true NOT NULL,
	"reminder_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_reminder_minutes_check" CHECK ("notification_settings"."reminder_minutes" IN (0, 5, 15, 30))
);--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_user_id_event_id_starts_at_pk" PRIMARY KEY("user_id","event_id","starts_at")
);--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_sent_event_id_idx" ON "reminders_sent" USING btree ("event_id");
