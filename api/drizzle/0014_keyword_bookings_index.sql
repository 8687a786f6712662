DROP INDEX "bookings_store_created_idx";--> statement-breakpoint
DROP INDEX "bookings_store_customer_idx";--> statement-breakpoint
CREATE INDEX "bookings_store_customer_idx" ON "bookings" USING btree ("store_id","customer_id","created_at","id");