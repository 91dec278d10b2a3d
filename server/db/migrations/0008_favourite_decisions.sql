CREATE TABLE "favourite_decisions" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_decisions_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_decisions" ADD CONSTRAINT "favourite_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_decisions" ADD CONSTRAINT "favourite_decisions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_decisions_event_id_idx" ON "favourite_decisions" USING btree ("event_id");