ALTER TABLE "user_counts" ADD COLUMN "verified" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
-- user_counts also counts the verified (acc_status 3, ACC_STATUS_VERIFIED) of each group, so the home statistics'
-- 'user' figure is a sum over counters instead of a scan of every user of a province. Same rules as migration 0013:
-- set-based per statement, counters changed in key order, an update that moves nothing touches nothing.
CREATE OR REPLACE FUNCTION user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows' END;
BEGIN
  -- the transition tables are visible to EXECUTE; one statement text serves the three kinds of write
  EXECUTE format($sql$
    INSERT INTO user_counts AS c (ward_id, village_id, role_id, province_id, district_id, users, verified)
    SELECT ward_id, village_id, role_id, province_id, district_id, sum(sign),
      coalesce(sum(sign) FILTER (WHERE acc_status = 3), 0)
    FROM (%s) changed
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE acc_status = 3), 0) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT user_counts_key DO UPDATE SET
      users = c.users + excluded.users, verified = c.verified + excluded.verified
  $sql$, source);
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE user_counts c SET verified = counted.verified
FROM (
  SELECT ward_id, village_id, role_id, province_id, district_id, count(*) FILTER (WHERE acc_status = 3)::int AS verified
  FROM users GROUP BY 1, 2, 3, 4, 5
) counted
WHERE c.ward_id IS NOT DISTINCT FROM counted.ward_id AND c.village_id IS NOT DISTINCT FROM counted.village_id
  AND c.role_id = counted.role_id AND c.province_id IS NOT DISTINCT FROM counted.province_id
  AND c.district_id IS NOT DISTINCT FROM counted.district_id AND counted.verified <> 0;
