ALTER TABLE "customer_groups" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_store_email_key" ON "customers" USING btree ("store_id",lower("email")) WHERE "customers"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_store_phone_key" ON "customers" USING btree ("store_id","phone_no") WHERE "customers"."is_deleted" = false;--> statement-breakpoint
-- Deleting an employee ends their sessions for good: their tokens are revoked when is_deleted turns true, so
-- restoring the employee later does not bring old tokens back. Held here, not in a route, because any write
-- (the settings screens to come, a script, a console) may delete an employee.
CREATE FUNCTION employees_revoke_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_tokens SET revoked_at = now() WHERE employee_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_revoke_tokens AFTER UPDATE OF is_deleted ON employees
  FOR EACH ROW WHEN (NEW.is_deleted AND NOT OLD.is_deleted) EXECUTE FUNCTION employees_revoke_tokens();
--> statement-breakpoint
-- A points change that did not bump the customer's version itself (a booking spending points) bumps it here: the
-- edit form and the points modal send an absolute balance, so one that loaded the old balance must answer 409
-- instead of writing it back. Staff saves set the version themselves.
CREATE FUNCTION customers_points_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_points_version BEFORE UPDATE OF points ON customers
  FOR EACH ROW WHEN (NEW.points IS DISTINCT FROM OLD.points AND NEW.version = OLD.version)
  EXECUTE FUNCTION customers_points_version();
--> statement-breakpoint
-- Taking an employee's access to a store away ends their sessions in that store the same way, so granting the
-- access again later does not bring the old tokens back.
CREATE FUNCTION store_access_revoke_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_tokens SET revoked_at = now()
    WHERE employee_id = OLD.employee_id AND store_id = OLD.store_id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_access_revoke_tokens AFTER DELETE ON employee_store_access
  FOR EACH ROW EXECUTE FUNCTION store_access_revoke_tokens();
