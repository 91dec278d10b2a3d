CREATE TABLE "plan_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_shares_user_id_idx" ON "plan_shares" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "friend_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "friend_codes" ADD CONSTRAINT "friend_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_user_low_user_high_pk" PRIMARY KEY("user_low","user_high"),
	CONSTRAINT "friendships_ordered" CHECK ("friendships"."user_low" < "friendships"."user_high")
);
--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendships_user_high_idx" ON "friendships" USING btree ("user_high");--> statement-breakpoint
CREATE TABLE "favourite_priorities" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"priority" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_priorities_user_id_event_id_pk" PRIMARY KEY("user_id","event_id"),
	CONSTRAINT "favourite_priorities_priority" CHECK ("favourite_priorities"."priority" IN ('must', 'maybe', 'none'))
);
--> statement-breakpoint
ALTER TABLE "favourite_priorities" ADD CONSTRAINT "favourite_priorities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_priorities" ADD CONSTRAINT "favourite_priorities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_priorities_event_id_idx" ON "favourite_priorities" USING btree ("event_id");
