CREATE TABLE "user_counts" (
	"ward_id" integer,
	"village_id" integer,
	"role_id" integer NOT NULL,
	"province_id" integer,
	"district_id" integer,
	"users" integer NOT NULL,
	CONSTRAINT "user_counts_key" UNIQUE NULLS NOT DISTINCT("ward_id","village_id","role_id","province_id","district_id")
);
--> statement-breakpoint
CREATE INDEX "user_counts_province_idx" ON "user_counts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "user_counts_district_idx" ON "user_counts" USING btree ("district_id");--> statement-breakpoint
-- Keeps user_counts exact inside the writing transaction, whatever writes users (API, import, merger, by hand):
-- one set-based change per statement, from its transition tables. Rows are changed in key order, so two writers
-- lock the counters they share in the same order.
CREATE FUNCTION user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (ward_id, village_id, role_id, province_id, district_id, users)
    SELECT ward_id, village_id, role_id, province_id, district_id, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT user_counts_key DO UPDATE SET users = c.users + excluded.users;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_counts AS c (ward_id, village_id, role_id, province_id, district_id, users)
    SELECT ward_id, village_id, role_id, province_id, district_id, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT user_counts_key DO UPDATE SET users = c.users + excluded.users;
  ELSE
    -- an update that moves no user between units or roles nets to nothing and touches no counter
    INSERT INTO user_counts AS c (ward_id, village_id, role_id, province_id, district_id, users)
    SELECT ward_id, village_id, role_id, province_id, district_id, sum(change) FROM (
      SELECT ward_id, village_id, role_id, province_id, district_id, 1 AS change FROM new_rows
      UNION ALL
      SELECT ward_id, village_id, role_id, province_id, district_id, -1 FROM old_rows
    ) moved
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT user_counts_key DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
INSERT INTO user_counts (ward_id, village_id, role_id, province_id, district_id, users)
SELECT ward_id, village_id, role_id, province_id, district_id, count(*) FROM users GROUP BY 1, 2, 3, 4, 5;
