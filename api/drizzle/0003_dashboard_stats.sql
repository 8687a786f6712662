-- Dashboard rollups (booking_stats, booking_item_stats in src/db/schema/bookings.ts): statement-level triggers add
-- each statement's changes to per-15-minute UTC buckets, so GET analytics/dashboard sums at most 96 buckets a day
-- instead of every booking of the day. One aggregate per statement keeps bulk inserts cheap. Rows of a store
-- being deleted are skipped (its stats go with it by cascade).
CREATE FUNCTION stats_bucket(at timestamptz) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT to_timestamp(floor(extract(epoch FROM at) / 900) * 900) $$;
--> statement-breakpoint
CREATE FUNCTION booking_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_stats AS s (store_id, bucket, order_type, status_id, orders, sales)
    SELECT store_id, stats_bucket(created_at), order_type, current_status_id, count(*), sum(total)
    FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, bucket, order_type, status_id)
    DO UPDATE SET orders = s.orders + excluded.orders, sales = s.sales + excluded.sales;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_stats AS s (store_id, bucket, order_type, status_id, orders, sales)
    SELECT store_id, stats_bucket(created_at), order_type, current_status_id, -count(*), -sum(total)
    FROM old_rows
    WHERE EXISTS (SELECT 1 FROM stores WHERE stores.id = old_rows.store_id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, bucket, order_type, status_id)
    DO UPDATE SET orders = s.orders + excluded.orders, sales = s.sales + excluded.sales;
  ELSE
    INSERT INTO booking_stats AS s (store_id, bucket, order_type, status_id, orders, sales)
    SELECT store_id, bucket, order_type, status_id, sum(orders), sum(sales)
    FROM (
      SELECT store_id, stats_bucket(created_at) AS bucket, order_type, current_status_id AS status_id,
             1 AS orders, total AS sales
      FROM new_rows
      UNION ALL
      SELECT store_id, stats_bucket(created_at), order_type, current_status_id, -1, -total
      FROM old_rows
    ) AS delta
    WHERE EXISTS (SELECT 1 FROM stores WHERE stores.id = delta.store_id)
    GROUP BY 1, 2, 3, 4
    HAVING sum(orders) <> 0 OR sum(sales) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, bucket, order_type, status_id)
    DO UPDATE SET orders = s.orders + excluded.orders, sales = s.sales + excluded.sales;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_stats_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_apply();
--> statement-breakpoint
CREATE TRIGGER booking_stats_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_apply();
--> statement-breakpoint
CREATE TRIGGER booking_stats_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_stats_apply();
--> statement-breakpoint
CREATE FUNCTION booking_item_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_item_stats AS s (store_id, bucket, product_name, category_id, quantity)
    SELECT store_id, stats_bucket(booking_created_at), product_name,
           coalesce(category_id, '00000000-0000-0000-0000-000000000000'), sum(quantity)
    FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, bucket, product_name, category_id)
    DO UPDATE SET quantity = s.quantity + excluded.quantity;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_item_stats AS s (store_id, bucket, product_name, category_id, quantity)
    SELECT store_id, stats_bucket(booking_created_at), product_name,
           coalesce(category_id, '00000000-0000-0000-0000-000000000000'), -sum(quantity)
    FROM old_rows
    WHERE EXISTS (SELECT 1 FROM stores WHERE stores.id = old_rows.store_id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, bucket, product_name, category_id)
    DO UPDATE SET quantity = s.quantity + excluded.quantity;
  ELSE
    INSERT INTO booking_item_stats AS s (store_id, bucket, product_name, category_id, quantity)
    SELECT store_id, bucket, product_name, category_id, sum(quantity)
    FROM (
      SELECT store_id, stats_bucket(booking_created_at) AS bucket, product_name,
             coalesce(category_id, '00000000-0000-0000-0000-000000000000') AS category_id, quantity
      FROM new_rows
      UNION ALL
      SELECT store_id, stats_bucket(booking_created_at), product_name,
             coalesce(category_id, '00000000-0000-0000-0000-000000000000'), -quantity
      FROM old_rows
    ) AS delta
    WHERE EXISTS (SELECT 1 FROM stores WHERE stores.id = delta.store_id)
    GROUP BY 1, 2, 3, 4
    HAVING sum(quantity) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, bucket, product_name, category_id)
    DO UPDATE SET quantity = s.quantity + excluded.quantity;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_item_stats_insert AFTER INSERT ON booking_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_item_stats_apply();
--> statement-breakpoint
CREATE TRIGGER booking_item_stats_update AFTER UPDATE ON booking_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_item_stats_apply();
--> statement-breakpoint
CREATE TRIGGER booking_item_stats_delete AFTER DELETE ON booking_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_item_stats_apply();
--> statement-breakpoint
-- Rows written before this migration (none on a new database).
INSERT INTO booking_stats (store_id, bucket, order_type, status_id, orders, sales)
SELECT store_id, stats_bucket(created_at), order_type, current_status_id, count(*), sum(total)
FROM bookings GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO booking_item_stats (store_id, bucket, product_name, category_id, quantity)
SELECT store_id, stats_bucket(booking_created_at), product_name,
       coalesce(category_id, '00000000-0000-0000-0000-000000000000'), sum(quantity)
FROM booking_items GROUP BY 1, 2, 3, 4;
