CREATE TABLE "dashboard_day_versions" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "dashboard_day_versions_pkey" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "dashboard_day_versions" ADD CONSTRAINT "dashboard_day_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- A list filtered by a delivery window (routes/orders/list-orders.ts) reads each delivery day newest first from this
-- index (status and paid filters answered from the index too) and merges the days: 20 rows a page instead of
-- collecting and sorting the whole window. It replaces the covering index of 0006, whose key had no created_at.
DROP INDEX IF EXISTS "bookings_store_delivery_cover_idx";--> statement-breakpoint
CREATE INDEX "bookings_store_delivery_created_idx" ON "bookings" USING btree ("store_id","delivery_date","created_at","id") INCLUDE ("current_status_id","is_paid");--> statement-breakpoint
-- dashboard_day_versions: one statement-level trigger per table and operation bumps the version of every
-- (store, store-local day of created_at) the statement touched; GET analytics/dashboard caches under it.
CREATE FUNCTION dashboard_day_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO dashboard_day_versions AS v (store_id, day, version)
      SELECT DISTINCT r.store_id, (r.created_at AT TIME ZONE s.store_timezone)::date, 1
      FROM new_rows r JOIN stores s ON s.id = r.store_id
      ORDER BY 1, 2
      ON CONFLICT (store_id, day) DO UPDATE SET version = v.version + 1;
    ELSE
      INSERT INTO dashboard_day_versions AS v (store_id, day, version)
      SELECT DISTINCT r.store_id, (r.created_at AT TIME ZONE s.store_timezone)::date, 1
      FROM old_rows r JOIN stores s ON s.id = r.store_id
      ORDER BY 1, 2
      ON CONFLICT (store_id, day) DO UPDATE SET version = v.version + 1;
    END IF;
  ELSE
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO dashboard_day_versions AS v (store_id, day, version)
      SELECT DISTINCT r.store_id, (r.booking_created_at AT TIME ZONE s.store_timezone)::date, 1
      FROM new_rows r JOIN stores s ON s.id = r.store_id
      ORDER BY 1, 2
      ON CONFLICT (store_id, day) DO UPDATE SET version = v.version + 1;
    ELSE
      INSERT INTO dashboard_day_versions AS v (store_id, day, version)
      SELECT DISTINCT r.store_id, (r.booking_created_at AT TIME ZONE s.store_timezone)::date, 1
      FROM old_rows r JOIN stores s ON s.id = r.store_id
      ORDER BY 1, 2
      ON CONFLICT (store_id, day) DO UPDATE SET version = v.version + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER dashboard_day_versions_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_day_versions_bump();--> statement-breakpoint
CREATE TRIGGER dashboard_day_versions_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_day_versions_bump();--> statement-breakpoint
CREATE TRIGGER dashboard_day_versions_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_day_versions_bump();--> statement-breakpoint
CREATE TRIGGER dashboard_day_versions_insert AFTER INSERT ON booking_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_day_versions_bump();--> statement-breakpoint
CREATE TRIGGER dashboard_day_versions_update AFTER UPDATE ON booking_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_day_versions_bump();--> statement-breakpoint
CREATE TRIGGER dashboard_day_versions_delete AFTER DELETE ON booking_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_day_versions_bump();
