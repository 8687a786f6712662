ALTER TABLE "payment_webhook_events" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "link_generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_type_payment_key" ON "payment_webhook_events" USING btree ("event_type","payment_id") WHERE "payment_webhook_events"."payment_id" is not null;