-- Issue #38: refunds through the payment provider, full or partial, by staff or automatic (a payment that arrived after its hold and found the stock gone).
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_cents" >= 0 AND "orders"."refunded_cents" <= "orders"."grand_total_cents");--> statement-breakpoint
CREATE TABLE "refunds" (
	"uid" text PRIMARY KEY NOT NULL,
	"order_uid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"provider_reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" >= 0),
	CONSTRAINT "refunds_status_check" CHECK (status IN ('requested', 'pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_reason_check" CHECK (reason IN ('staff', 'latePayment'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_uid_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_uid_idx" ON "refunds" USING btree ("order_uid");--> statement-breakpoint
CREATE INDEX "refunds_created_by_idx" ON "refunds" USING btree ("created_by");
