ALTER TABLE "push_notifications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "push_notifications_store_idempotency_key" ON "push_notifications" USING btree ("store_id","idempotency_key");--> statement-breakpoint
-- hand-written
-- Addresses: a customer with several default addresses keeps the one marked last (then the newest); a customer
-- with addresses but none marked gets the oldest as default. Then the index keeps it so.
UPDATE "customer_addresses" AS a SET "is_default" = false
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "customer_id" ORDER BY "updated_at" DESC, "created_at" DESC, "id" DESC
  ) AS n
  FROM "customer_addresses" WHERE "is_default"
) AS d
WHERE a."id" = d."id" AND d.n > 1;--> statement-breakpoint
UPDATE "customer_addresses" AS a SET "is_default" = true
FROM (
  SELECT DISTINCT ON ("customer_id") "id", "customer_id"
  FROM "customer_addresses"
  ORDER BY "customer_id", "created_at", "id"
) AS first
WHERE a."id" = first."id"
  AND NOT EXISTS (
    SELECT 1 FROM "customer_addresses" o WHERE o."customer_id" = first."customer_id" AND o."is_default"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
-- Blog posts saved with every space as a non-breaking one (the editor's output before issue 11): the first space
-- of each run after a character (or after a closing inline tag) becomes a normal space, so lines wrap; the rest
-- of a run stays non-breaking, so consecutive spaces still show. Same rule as breakableSpaces in the shared
-- rich-text module and the API's save.
UPDATE "blog_posts" SET "blog_content" = regexp_replace(
  regexp_replace("blog_content", '([^ ;>' || chr(160) || '])(&nbsp;|' || chr(160) || ')', '\1 ', 'g'),
  '(</(strong|em|u|s|a|span|code|b|i)>)(&nbsp;|' || chr(160) || ')', '\1 ', 'g')
WHERE "blog_content" LIKE '%&nbsp;%' OR "blog_content" LIKE '%' || chr(160) || '%';
