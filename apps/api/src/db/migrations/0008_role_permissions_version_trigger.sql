-- Any change of a role's permissions, through the API or by hand, bumps roles.permissions_version:
-- API nodes cache permission sets per (role, version) and read the version with every session check.
CREATE OR REPLACE FUNCTION bump_role_permissions_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE roles SET permissions_version = permissions_version + 1 WHERE id = NEW.role_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE roles SET permissions_version = permissions_version + 1 WHERE id = OLD.role_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER role_permissions_version
  AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH ROW EXECUTE FUNCTION bump_role_permissions_version();
