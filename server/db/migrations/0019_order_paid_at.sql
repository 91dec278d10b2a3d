-- Issue #38: when the provider confirmed the money. An expired order with it set was paid after its hold ran out and could not be completed: its payment is refunded automatically.
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;
