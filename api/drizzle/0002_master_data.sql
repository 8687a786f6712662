-- Global reference rows every database needs, seeded or not (ids fixed; see MASTER_ORDER_STATUSES and
-- MASTER_PAYMENT_METHODS in src/db/schema/settings.ts). The completed master status id ends in 819 (spec 2 §4).
INSERT INTO "master_order_statuses" ("id", "code", "name", "position") VALUES
  ('00000000-0000-4000-8000-000000000811', 'PLACED', 'Placed', 1),
  ('00000000-0000-4000-8000-000000000812', 'CONFIRMED', 'Confirmed', 2),
  ('00000000-0000-4000-8000-000000000813', 'ASSIGNED', 'Assigned', 3),
  ('00000000-0000-4000-8000-000000000814', 'IN_PROGRESS', 'In Progress', 4),
  ('00000000-0000-4000-8000-000000000815', 'ON_HOLD', 'On Hold', 5),
  ('00000000-0000-4000-8000-000000000816', 'RESCHEDULED', 'Rescheduled', 6),
  ('00000000-0000-4000-8000-000000000817', 'CANCELLED', 'Cancelled', 7),
  ('00000000-0000-4000-8000-000000000818', 'REFUNDED', 'Refunded', 8),
  ('00000000-0000-4000-8000-000000000819', 'COMPLETED', 'Completed', 9)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "master_payment_methods" ("id", "code", "name", "is_active", "position") VALUES
  ('00000000-0000-4000-8000-000000000901', 'cash', 'Cash', true, 1),
  ('00000000-0000-4000-8000-000000000902', 'upi', 'UPI', true, 2),
  ('00000000-0000-4000-8000-000000000903', 'card', 'Card', true, 3),
  ('00000000-0000-4000-8000-000000000904', 'net_banking', 'Net Banking', true, 4),
  ('00000000-0000-4000-8000-000000000905', 'request_customer_payment', 'Request Customer Payment', true, 5)
ON CONFLICT ("id") DO NOTHING;
