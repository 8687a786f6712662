-- Trigram indexes for keyword search (ILIKE '%kw%'); pg_trgm ships with PostgreSQL and PGlite loads it
-- (src/db/client.ts). The name expression matches customerKeywordMatch (src/db/customer-keyword.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone_no" gin_trgm_ops);--> statement-breakpoint
-- A filtered list with a delivery-date window (list-orders.ts) reads the window's bookings from this index alone
-- (index-only: the list's order key and the status and paid filters are included) and sorts them, instead of walking
-- every newer booking newest first: bookings delivered last week were mostly created before the newest 90,000.
CREATE INDEX "bookings_store_delivery_cover_idx" ON "bookings" USING btree ("store_id","delivery_date") INCLUDE ("created_at","id","current_status_id","is_paid");
