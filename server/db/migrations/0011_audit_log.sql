CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer,
	"summary" text NOT NULL,
	CONSTRAINT "audit_log_summary_check" CHECK (char_length("audit_log"."summary") <= 1000)
);
--> statement-breakpoint
CREATE INDEX "audit_log_target_kind_id_idx" ON "audit_log" USING btree ("target_kind","id");
