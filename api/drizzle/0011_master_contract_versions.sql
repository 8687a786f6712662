CREATE TABLE "store_subscription_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"store_subscription_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "billing_periods_store_idx";--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD COLUMN "store_subscription_version_id" uuid;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "store_subscription_versions" ADD CONSTRAINT "store_subscription_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscription_versions" ADD CONSTRAINT "store_subscription_versions_store_subscription_id_store_subscriptions_id_fk" FOREIGN KEY ("store_subscription_id") REFERENCES "public"."store_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_subscription_versions_plan_version_key" ON "store_subscription_versions" USING btree ("store_subscription_id","version");--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_store_subscription_version_id_store_subscription_versions_id_fk" FOREIGN KEY ("store_subscription_version_id") REFERENCES "public"."store_subscription_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_periods_store_value_key" ON "billing_periods" USING btree ("store_id","value");--> statement-breakpoint
-- hand-written
-- Every store has the standard billing periods (spec 2 §7: the plan and contract screens pick from them): the
-- stores there are now, and each store made from now on (a trigger, so a script or a console creating a store
-- gets them too). One period per length per store (the unique index above) makes both safe to repeat.
INSERT INTO billing_periods (store_id, name, value)
  SELECT s.id, p.name, p.value
  FROM stores s
  CROSS JOIN (VALUES ('Monthly', 1), ('Quarterly', 3), ('Half-yearly', 6), ('Yearly', 12)) AS p(name, value)
  ON CONFLICT (store_id, value) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION stores_standard_billing_periods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing_periods (store_id, name, value)
    VALUES (NEW.id, 'Monthly', 1), (NEW.id, 'Quarterly', 3), (NEW.id, 'Half-yearly', 6), (NEW.id, 'Yearly', 12)
    ON CONFLICT (store_id, value) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_standard_billing_periods AFTER INSERT ON stores
  FOR EACH ROW EXECUTE FUNCTION stores_standard_billing_periods();
--> statement-breakpoint
-- Plans written before versions: their present terms become version 0, and the contracts sold from them point at
-- it (their own variant copy stays what it was).
INSERT INTO store_subscription_versions (store_id, store_subscription_id, version, terms)
  SELECT store_id, id, version, jsonb_build_object(
    'subscription_name', subscription_name, 'url_slug', url_slug, 'description', description, 'icon', icon,
    'parent_sku', parent_sku, 'variants', variants, 'questions', questions)
  FROM store_subscriptions
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE customer_subscriptions c SET store_subscription_version_id = v.id
  FROM store_subscription_versions v
  WHERE v.store_subscription_id = c.store_subscription_id AND c.store_subscription_version_id IS NULL;
