ALTER TABLE "carts" ADD COLUMN "points_requested" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_store_idempotency_key" ON "bookings" USING btree ("store_id","idempotency_key");