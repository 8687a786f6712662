CREATE TABLE "contract_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_subscription_id" uuid NOT NULL,
	"customer_subscription_item_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"returned_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_visits_quantity" CHECK ("contract_visits"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_subscription_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_subscription_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"selected_product_variant_id" uuid,
	"quantity" integer NOT NULL,
	"total_quantity" integer NOT NULL,
	"available_quantity" integer NOT NULL,
	"delivery_data" jsonb NOT NULL,
	"request_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_subscription_items_balance" CHECK ("customer_subscription_items"."available_quantity" >= 0 and "customer_subscription_items"."available_quantity" <= "customer_subscription_items"."total_quantity" and "customer_subscription_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_subscription_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_subscription_id" uuid NOT NULL,
	"employee_id" uuid,
	"result" text NOT NULL,
	"external_id" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_customer_subscription_id_customer_subscriptions_id_fk" FOREIGN KEY ("customer_subscription_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_customer_subscription_item_id_customer_subscription_items_id_fk" FOREIGN KEY ("customer_subscription_item_id") REFERENCES "public"."customer_subscription_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscription_items" ADD CONSTRAINT "customer_subscription_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscription_items" ADD CONSTRAINT "customer_subscription_items_customer_subscription_id_customer_subscriptions_id_fk" FOREIGN KEY ("customer_subscription_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscription_syncs" ADD CONSTRAINT "customer_subscription_syncs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscription_syncs" ADD CONSTRAINT "customer_subscription_syncs_customer_subscription_id_customer_subscriptions_id_fk" FOREIGN KEY ("customer_subscription_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_visits_booking_key" ON "contract_visits" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "contract_visits_item_idx" ON "contract_visits" USING btree ("customer_subscription_item_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_subscription_items_contract_idx" ON "customer_subscription_items" USING btree ("customer_subscription_id","position");--> statement-breakpoint
CREATE INDEX "customer_subscription_syncs_contract_idx" ON "customer_subscription_syncs" USING btree ("customer_subscription_id","created_at");--> statement-breakpoint
-- The services of contracts sold before the ledger, from the variant each contract keeps as sold.
INSERT INTO "customer_subscription_items" ("store_id", "customer_subscription_id", "position", "product_id", "selected_product_variant_id", "quantity", "total_quantity", "available_quantity", "delivery_data", "request_fields")
SELECT cs."store_id", cs."id", (item.ord - 1)::int, (item.value->>'product_id')::uuid,
  CASE WHEN item.value->>'selected_product_variant_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (item.value->>'selected_product_variant_id')::uuid END,
  greatest(coalesce((item.value->>'quantity')::int, 1), 1),
  greatest(coalesce((item.value->>'total_quantity')::int, 0), 0),
  least(greatest(coalesce((item.value->>'available_quantity')::int, 0), 0), greatest(coalesce((item.value->>'total_quantity')::int, 0), 0)),
  coalesce(item.value->'delivery_data', '{"allow_to_book":true,"allow_scheduled":true,"allow_express":false,"allow_to_schedule":true}'::jsonb),
  coalesce(item.value->'request_fields', '[]'::jsonb)
FROM "customer_subscriptions" cs
CROSS JOIN LATERAL jsonb_array_elements(cs."variant"->'applicable_to') WITH ORDINALITY AS item(value, ord)
WHERE item.value->>'product_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
