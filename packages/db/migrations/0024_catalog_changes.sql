-- Catalog snapshot (apps/server/src/modules/catalog/catalog.service.ts): a change to what staff marked
-- unavailable notifies channel 'portal_catalog' with the brand (franchise). PostgreSQL delivers it to
-- every listening process when the transaction commits, so each reloads its catalog at once.
CREATE FUNCTION portal_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_catalog', OLD.franchise);
  ELSE
    PERFORM pg_notify('portal_catalog', NEW.franchise);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalog_unavailable_changed AFTER INSERT OR UPDATE OR DELETE ON catalog_unavailable
  FOR EACH ROW EXECUTE FUNCTION portal_catalog_changed();
