CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"link_id" text,
	"store_id" uuid,
	"store_payment_id" uuid,
	"event_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_payment_status_history" ADD COLUMN "from_status" text;--> statement-breakpoint
ALTER TABLE "store_payment_status_history" ADD COLUMN "source" text DEFAULT 'STAFF' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_payment_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "link_status" text DEFAULT 'NOT_CONFIGURED' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "link_id" text;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "link_error" text;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "store_payments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_store_payment_id_store_payments_id_fk" FOREIGN KEY ("store_payment_id") REFERENCES "public"."store_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_event_id_key" ON "payment_webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_payment_idx" ON "payment_webhook_events" USING btree ("store_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_payments_store_idempotency_key" ON "store_payments" USING btree ("store_id","idempotency_key") WHERE "store_payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_payments_link_id_key" ON "store_payments" USING btree ("link_id") WHERE "store_payments"."link_id" is not null;--> statement-breakpoint
CREATE INDEX "store_payments_store_customer_status_created_idx" ON "store_payments" USING btree ("store_id","customer_id","status","created_at");--> statement-breakpoint
-- hand-written
-- Money asked for is positive (new and edited rows; rows from before are not re-checked).
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_amount_positive" CHECK ("amount" > 0) NOT VALID;
