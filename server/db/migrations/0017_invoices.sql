-- Issue #38: invoices. The company a buyer bought for, gap-free invoice numbers (a counter row per series and year), and the invoices and cancellation invoices as issued.
ALTER TABLE "orders" ADD COLUMN "company" jsonb;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"uid" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"order_uid" text NOT NULL,
	"refund_uid" text,
	"cancels_uid" text,
	"issued_at" timestamp with time zone NOT NULL,
	"gross_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK (kind IN ('invoice', 'cancellation')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."net_cents" + "invoices"."vat_cents" = "invoices"."gross_cents")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_uid_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."orders"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_uid_refunds_uid_fk" FOREIGN KEY ("refund_uid") REFERENCES "public"."refunds"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_uid_invoices_uid_fk" FOREIGN KEY ("cancels_uid") REFERENCES "public"."invoices"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_uid_key" ON "invoices" USING btree ("refund_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_key" ON "invoices" USING btree ("order_uid") WHERE kind = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_uid_idx" ON "invoices" USING btree ("order_uid");--> statement-breakpoint
CREATE INDEX "invoices_cancels_uid_idx" ON "invoices" USING btree ("cancels_uid");
