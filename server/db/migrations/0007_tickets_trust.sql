CREATE TABLE "gate_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_uid" text,
	"credential_version" integer,
	"year" integer NOT NULL,
	"gate" text NOT NULL,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verdict" text NOT NULL,
	"outcome" text NOT NULL,
	"conflict_with" text,
	CONSTRAINT "gate_scans_verdict_check" CHECK (verdict IN ('admitted', 'reentry', 'used', 'forged', 'wrong-edition', 'revoked')),
	CONSTRAINT "gate_scans_outcome_check" CHECK (outcome IN ('checkin', 'reentry', 'conflict', 'refused')),
	CONSTRAINT "gate_scans_gate_check" CHECK (char_length("gate_scans"."gate") BETWEEN 1 AND 40)
);
--> statement-breakpoint
CREATE TABLE "ticket_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_uid" text NOT NULL,
	"from_user_id" integer,
	"to_email" text,
	"credential_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"accepted_by_name" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_transfers_to_email_check" CHECK ("ticket_transfers"."to_email" = lower("ticket_transfers"."to_email"))
);
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_check";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "credential_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "entry_code" char(12);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allows_reentry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_ticket_uid_tickets_uid_fk" FOREIGN KEY ("ticket_uid") REFERENCES "public"."tickets"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_uid_tickets_uid_fk" FOREIGN KEY ("ticket_uid") REFERENCES "public"."tickets"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_scans_ticket_uid_idx" ON "gate_scans" USING btree ("ticket_uid");--> statement-breakpoint
CREATE INDEX "gate_scans_year_updated_at_idx" ON "gate_scans" USING btree ("year","updated_at");--> statement-breakpoint
CREATE INDEX "gate_scans_year_outcome_idx" ON "gate_scans" USING btree ("year","outcome");--> statement-breakpoint
CREATE INDEX "ticket_transfers_ticket_uid_idx" ON "ticket_transfers" USING btree ("ticket_uid");--> statement-breakpoint
CREATE INDEX "ticket_transfers_from_user_id_idx" ON "ticket_transfers" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "ticket_transfers_accepted_by_idx" ON "ticket_transfers" USING btree ("accepted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_open_key" ON "ticket_transfers" USING btree ("ticket_uid") WHERE accepted_at IS NULL AND cancelled_at IS NULL;--> statement-breakpoint
CREATE INDEX "tickets_entry_code_idx" ON "tickets" USING btree ("entry_code");--> statement-breakpoint
CREATE INDEX "tickets_year_changed_at_idx" ON "tickets" USING btree ("year","changed_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_credential_version_check" CHECK ("tickets"."credential_version" BETWEEN 1 AND 65535);--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_check" CHECK (role IN ('ROLE_USER', 'ROLE_ARTIST', 'ROLE_CONF_MANAGER', 'ROLE_PROMOTER', 'ROLE_ADMIN', 'ROLE_PHANTOM', 'ROLE_TICKET_25', 'ROLE_GATE'));