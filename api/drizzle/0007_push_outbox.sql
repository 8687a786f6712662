ALTER TABLE "push_notifications" ADD COLUMN "status" text DEFAULT 'NOT_SENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "recipient_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "push_notifications_due_idx" ON "push_notifications" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "push_notifications_recipients_idx" ON "push_notifications" USING gin ("recipient_ids");--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_status_check" CHECK ("push_notifications"."status" in ('SCHEDULED', 'SENT', 'NOT_SENT', 'FAILED', 'CANCELLED'));