CREATE TABLE "booking_day_counts" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_counts_pkey" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_day_counts" ADD CONSTRAINT "booking_day_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_store_created_id_idx" ON "bookings" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_store_delivery_slot_idx" ON "bookings" USING btree ("store_id","delivery_date",coalesce("delivery_data" ->> 'start_time', ''),"order_number");--> statement-breakpoint
-- booking_day_counts: exact bookings per store and UTC day of created_at, for the list's unfiltered total and
-- deep pages (see src/db/schema/bookings.ts). created_at never changes, so inserts and deletes are enough.
-- One aggregate per statement; rows of a store being deleted are skipped (its counts go with it by cascade).
CREATE FUNCTION booking_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_day_counts AS c (store_id, day, total)
    SELECT store_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (store_id, day) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO booking_day_counts AS c (store_id, day, total)
    SELECT store_id, (created_at AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows
    WHERE EXISTS (SELECT 1 FROM stores WHERE stores.id = old_rows.store_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (store_id, day) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_day_counts_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER booking_day_counts_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
--> statement-breakpoint
INSERT INTO booking_day_counts (store_id, day, total)
SELECT store_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM bookings GROUP BY 1, 2;
