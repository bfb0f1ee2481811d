-- The sentiment categories a role is limited to (issue 10) belong to what the role may do: a change of them, through
-- the API, by hand or by a category's deletion (cascade), bumps roles.permissions_version as a change of its
-- permissions does. API nodes keep whether a role is limited per (role, version), read with every session check,
-- instead of probing role_sentiment_categories on every sentiment request — never stale, on any node.
CREATE TRIGGER role_sentiment_categories_version
  AFTER INSERT OR UPDATE OR DELETE ON role_sentiment_categories
  FOR EACH ROW EXECUTE FUNCTION bump_role_permissions_version();
