-- hand-written
-- The API keeps looked-up sessions in memory for a few seconds (src/auth/session-cache.ts). Any change to a row the
-- session lookup reads (a token revoked or expired, an employee deleted, a role changed or taken away, a store's
-- time zone) notifies every API instance on this channel, and each one empties its cache. A statement-level trigger
-- per table, so a bulk change notifies once; PostgreSQL sends the notification when the change commits. Held here,
-- not in the routes, because any write (the settings screens to come, a script, a console) must end the cache too.
CREATE FUNCTION storedesk_session_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storedesk_session_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_changes AFTER UPDATE OR DELETE OR TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_session_changes_notify();
--> statement-breakpoint
CREATE TRIGGER employees_session_changes AFTER UPDATE OR DELETE OR TRUNCATE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_session_changes_notify();
--> statement-breakpoint
CREATE TRIGGER employee_store_access_session_changes AFTER UPDATE OR DELETE OR TRUNCATE ON employee_store_access
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_session_changes_notify();
--> statement-breakpoint
CREATE TRIGGER stores_session_changes AFTER UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION storedesk_session_changes_notify();
