ALTER TABLE "carts" ADD COLUMN "built_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written
-- Carts saved through the new-booking screen (POST store/cart, channel CSC) were built by staff.
UPDATE "carts" SET "built_by_staff" = true WHERE "channel" = 'CSC';
