-- Caller cache (apps/server/src/platform/callerCache.ts): a change to what decides a request's caller
-- (a user's name, company, brand, role, Level, ForcePass, price setting or activity; a session's
-- revocation) notifies channel 'portal_caller' with the user's id. PostgreSQL delivers it to every
-- listening process when the transaction commits, so each process drops its cached row at once.
CREATE FUNCTION portal_caller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('portal_caller', OLD.id::text);
  ELSE
    PERFORM pg_notify('portal_caller', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_caller_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.username, OLD.customer_id, OLD.franchise, OLD.role, OLD.level, OLD.force_pass, OLD.show_price, OLD.active)
    IS DISTINCT FROM (NEW.username, NEW.customer_id, NEW.franchise, NEW.role, NEW.level, NEW.force_pass, NEW.show_price, NEW.active))
  EXECUTE FUNCTION portal_caller_changed();--> statement-breakpoint
CREATE TRIGGER users_caller_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION portal_caller_changed();--> statement-breakpoint
CREATE TRIGGER refresh_tokens_caller_update AFTER UPDATE ON refresh_tokens FOR EACH ROW
  WHEN ((OLD.revoked_at, OLD.user_id, OLD.family) IS DISTINCT FROM (NEW.revoked_at, NEW.user_id, NEW.family))
  EXECUTE FUNCTION portal_caller_changed();--> statement-breakpoint
CREATE TRIGGER refresh_tokens_caller_delete AFTER DELETE ON refresh_tokens FOR EACH ROW EXECUTE FUNCTION portal_caller_changed();
