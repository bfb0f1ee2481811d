CREATE TABLE "sentiment_day_counts" (
	"province_id" integer NOT NULL,
	"district_id" integer,
	"ward_id" integer NOT NULL,
	"village_id" integer,
	"category_id" smallint NOT NULL,
	"status" smallint NOT NULL,
	"day" date NOT NULL,
	"extended" boolean NOT NULL,
	"sentiments" integer NOT NULL,
	"received" integer NOT NULL,
	"receive_seconds" bigint NOT NULL,
	CONSTRAINT "sentiment_day_counts_key" UNIQUE NULLS NOT DISTINCT("province_id","district_id","ward_id","village_id","category_id","status","day","extended")
);
--> statement-breakpoint
CREATE TABLE "sentiment_finish_counts" (
	"province_id" integer NOT NULL,
	"district_id" integer,
	"ward_id" integer NOT NULL,
	"village_id" integer,
	"category_id" smallint NOT NULL,
	"status" smallint NOT NULL,
	"day" date NOT NULL,
	"timing" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"sentiments" integer NOT NULL,
	"finish_seconds" bigint NOT NULL,
	CONSTRAINT "sentiment_finish_counts_key" UNIQUE NULLS NOT DISTINCT("province_id","district_id","ward_id","village_id","category_id","status","day","timing","rating")
);
--> statement-breakpoint
ALTER TABLE "sentiments" ADD COLUMN "rating" smallint;--> statement-breakpoint
CREATE INDEX "sentiment_day_counts_ward_day_idx" ON "sentiment_day_counts" USING btree ("ward_id","day");--> statement-breakpoint
CREATE INDEX "sentiment_day_counts_province_day_idx" ON "sentiment_day_counts" USING btree ("province_id","day");--> statement-breakpoint
CREATE INDEX "sentiment_finish_counts_ward_day_idx" ON "sentiment_finish_counts" USING btree ("ward_id","day");--> statement-breakpoint
CREATE INDEX "sentiment_finish_counts_province_day_idx" ON "sentiment_finish_counts" USING btree ("province_id","day");--> statement-breakpoint
-- The home statistics' rollups (issue 20, db/schema/sentiment-rollups.ts) kept exact inside the writing transaction,
-- whatever writes sentiments (API, overdue job, ward merger, by hand): each statement adds its new rows' contributions
-- and takes away its old rows', set-based, from the transition tables. Counters are changed in key order, so two
-- writers lock the rows they share in the same order. A changed item that moves no figure touches no counter.
CREATE FUNCTION sentiment_vn_day(at timestamptz) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT (at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date $$;
--> statement-breakpoint
-- 1 finished by the deadline, 2 by an extended one, 3 after it
CREATE FUNCTION sentiment_timing(time_reply timestamptz, time_finish timestamptz, extension_count smallint)
  RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN time_finish IS NOT NULL AND time_reply > time_finish THEN 3
                     WHEN extension_count > 0 THEN 2 ELSE 1 END)::smallint $$;
--> statement-breakpoint
CREATE FUNCTION sentiment_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows' END;
BEGIN
  -- the transition tables are visible to EXECUTE; one statement text serves the three kinds of write
  EXECUTE format($sql$
    WITH changed AS (%s),
    days AS (
      INSERT INTO sentiment_day_counts AS c (province_id, district_id, ward_id, village_id, category_id, status, day,
        extended, sentiments, received, receive_seconds)
      SELECT province_id, district_id, ward_id, village_id, category_id, status, sentiment_vn_day(created_at),
        extension_count > 0, sum(sign),
        coalesce(sum(sign) FILTER (WHERE received_at IS NOT NULL), 0),
        coalesce(sum(sign * extract(epoch FROM received_at - created_at)::bigint) FILTER (WHERE received_at IS NOT NULL), 0)
      FROM changed WHERE deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE received_at IS NOT NULL), 0) <> 0
        OR coalesce(sum(sign * extract(epoch FROM received_at - created_at)::bigint) FILTER (WHERE received_at IS NOT NULL), 0) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT ON CONSTRAINT sentiment_day_counts_key DO UPDATE SET
        sentiments = c.sentiments + excluded.sentiments, received = c.received + excluded.received,
        receive_seconds = c.receive_seconds + excluded.receive_seconds
      RETURNING 1
    )
    INSERT INTO sentiment_finish_counts AS c (province_id, district_id, ward_id, village_id, category_id, status, day,
      timing, rating, sentiments, finish_seconds)
    SELECT province_id, district_id, ward_id, village_id, category_id, status, sentiment_vn_day(time_reply),
      sentiment_timing(time_reply, time_finish, extension_count), coalesce(rating, 0), sum(sign),
      sum(sign * extract(epoch FROM time_reply - created_at)::bigint)
    FROM changed WHERE deleted_at IS NULL AND status IN (3, 4) AND time_reply IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(sign) <> 0 OR sum(sign * extract(epoch FROM time_reply - created_at)::bigint) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT sentiment_finish_counts_key DO UPDATE SET
      sentiments = c.sentiments + excluded.sentiments, finish_seconds = c.finish_seconds + excluded.finish_seconds
  $sql$, source);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sentiment_rollups_insert AFTER INSERT ON sentiments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sentiment_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER sentiment_rollups_update AFTER UPDATE ON sentiments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sentiment_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER sentiment_rollups_delete AFTER DELETE ON sentiments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sentiment_rollups_apply();
--> statement-breakpoint
-- the rating lives on sentiment_evaluations; its copy on the item moves the item's finished count to its rating
CREATE FUNCTION sentiment_rating_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE sentiments SET rating = NULL WHERE id = OLD.sentiment_id AND rating IS NOT NULL;
  ELSE
    UPDATE sentiments SET rating = NEW.point WHERE id = NEW.sentiment_id AND rating IS DISTINCT FROM NEW.point;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sentiment_rating_copy AFTER INSERT OR UPDATE OF point OR DELETE ON sentiment_evaluations
  FOR EACH ROW EXECUTE FUNCTION sentiment_rating_copy();
--> statement-breakpoint
-- what exists already: ratings copied first (the rollup triggers count them), then the counters from the rows
ALTER TABLE sentiments DISABLE TRIGGER sentiment_rollups_update;
--> statement-breakpoint
UPDATE sentiments s SET rating = e.point FROM sentiment_evaluations e WHERE e.sentiment_id = s.id;
--> statement-breakpoint
ALTER TABLE sentiments ENABLE TRIGGER sentiment_rollups_update;
--> statement-breakpoint
INSERT INTO sentiment_day_counts (province_id, district_id, ward_id, village_id, category_id, status, day, extended,
  sentiments, received, receive_seconds)
SELECT province_id, district_id, ward_id, village_id, category_id, status, sentiment_vn_day(created_at),
  extension_count > 0, count(*), count(received_at),
  coalesce(sum(extract(epoch FROM received_at - created_at)::bigint), 0)
FROM sentiments WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO sentiment_finish_counts (province_id, district_id, ward_id, village_id, category_id, status, day, timing,
  rating, sentiments, finish_seconds)
SELECT province_id, district_id, ward_id, village_id, category_id, status, sentiment_vn_day(time_reply),
  sentiment_timing(time_reply, time_finish, extension_count), coalesce(rating, 0), count(*),
  sum(extract(epoch FROM time_reply - created_at)::bigint)
FROM sentiments WHERE deleted_at IS NULL AND status IN (3, 4) AND time_reply IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
