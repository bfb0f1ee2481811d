-- The rollups at several grains (db/schema/sentiment-rollups.ts): emptied here, given their new key, and counted
-- again from the items at the end, at every grain. The items are locked against writes first (the migrations run in
-- one transaction): a write in between would run the old trigger against the new columns, or leave old-style rows.
LOCK TABLE "sentiments", "sentiment_evaluations" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "sentiment_day_counts";--> statement-breakpoint
DELETE FROM "sentiment_finish_counts";--> statement-breakpoint
CREATE TABLE "sentiment_cell_counts" (
	"grain" smallint NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer,
	"ward_id" integer,
	"village_id" integer,
	"category_id" smallint NOT NULL,
	"status" smallint NOT NULL,
	"day" date,
	"lat_cell" integer NOT NULL,
	"lng_cell" integer NOT NULL,
	"sentiments" integer NOT NULL,
	CONSTRAINT "sentiment_cell_counts_key" UNIQUE NULLS NOT DISTINCT("grain","province_id","district_id","ward_id","village_id","category_id","status","day","lat_cell","lng_cell")
);
--> statement-breakpoint
ALTER TABLE "sentiment_day_counts" DROP CONSTRAINT "sentiment_day_counts_key";--> statement-breakpoint
ALTER TABLE "sentiment_finish_counts" DROP CONSTRAINT "sentiment_finish_counts_key";--> statement-breakpoint
DROP INDEX "sentiment_day_counts_ward_day_idx";--> statement-breakpoint
DROP INDEX "sentiment_day_counts_province_day_idx";--> statement-breakpoint
DROP INDEX "sentiment_finish_counts_ward_day_idx";--> statement-breakpoint
DROP INDEX "sentiment_finish_counts_province_day_idx";--> statement-breakpoint
ALTER TABLE "sentiment_day_counts" ALTER COLUMN "ward_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sentiment_day_counts" ALTER COLUMN "day" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sentiment_finish_counts" ALTER COLUMN "ward_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sentiment_finish_counts" ALTER COLUMN "day" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sentiment_day_counts" ADD COLUMN "grain" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "sentiment_day_counts" ADD COLUMN "archived" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "sentiment_finish_counts" ADD COLUMN "grain" smallint NOT NULL;--> statement-breakpoint
CREATE INDEX "sentiment_cell_counts_ward_grain_idx" ON "sentiment_cell_counts" USING btree ("ward_id","grain","day");--> statement-breakpoint
CREATE INDEX "sentiment_cell_counts_province_grain_idx" ON "sentiment_cell_counts" USING btree ("province_id","grain","day");--> statement-breakpoint
CREATE INDEX "sentiment_cell_counts_grain_idx" ON "sentiment_cell_counts" USING btree ("grain","day");--> statement-breakpoint
CREATE INDEX "sentiments_created_idx" ON "sentiments" USING btree ("created_at") WHERE "sentiments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sentiment_day_counts_ward_grain_idx" ON "sentiment_day_counts" USING btree ("ward_id","grain","day");--> statement-breakpoint
CREATE INDEX "sentiment_day_counts_province_grain_idx" ON "sentiment_day_counts" USING btree ("province_id","grain","day");--> statement-breakpoint
CREATE INDEX "sentiment_day_counts_grain_idx" ON "sentiment_day_counts" USING btree ("grain","day");--> statement-breakpoint
CREATE INDEX "sentiment_finish_counts_ward_grain_idx" ON "sentiment_finish_counts" USING btree ("ward_id","grain","day");--> statement-breakpoint
CREATE INDEX "sentiment_finish_counts_province_grain_idx" ON "sentiment_finish_counts" USING btree ("province_id","grain","day");--> statement-breakpoint
CREATE INDEX "sentiment_finish_counts_grain_idx" ON "sentiment_finish_counts" USING btree ("grain","day");--> statement-breakpoint
ALTER TABLE "sentiment_day_counts" ADD CONSTRAINT "sentiment_day_counts_key" UNIQUE NULLS NOT DISTINCT("grain","province_id","district_id","ward_id","village_id","category_id","status","day","extended","archived");--> statement-breakpoint
ALTER TABLE "sentiment_finish_counts" ADD CONSTRAINT "sentiment_finish_counts_key" UNIQUE NULLS NOT DISTINCT("grain","province_id","district_id","ward_id","village_id","category_id","status","day","timing","rating");
--> statement-breakpoint
-- The items' contributions at every grain, as the trigger and the refill below both take them: `changed` is a set of
-- item rows with a `sign` (+1 added, -1 taken away). One GROUPING SETS statement per rollup; the grain is
-- GROUPING(ward_id, day, month); counters change in key order (two writers lock shared rows in the same order).
-- It returns the statement: a trigger's transition tables are visible to its own EXECUTE only, not to a function it
-- calls.
CREATE FUNCTION sentiment_rollups_statement(changed text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN format($sql$
    WITH changed AS (
      SELECT *, sentiment_vn_day(created_at) AS d, date_trunc('month', sentiment_vn_day(created_at))::date AS m
      FROM (%s) x WHERE deleted_at IS NULL
    ),
    days AS (
      INSERT INTO sentiment_day_counts AS c (grain, province_id, district_id, ward_id, village_id, category_id, status,
        day, extended, archived, sentiments, received, receive_seconds)
      SELECT GROUPING(ward_id, d, m), province_id, district_id, ward_id, village_id, category_id, status,
        coalesce(d, m), extension_count > 0, archived_at IS NOT NULL, sum(sign),
        coalesce(sum(sign) FILTER (WHERE received_at IS NOT NULL), 0),
        coalesce(sum(sign * extract(epoch FROM received_at - created_at)::bigint) FILTER (WHERE received_at IS NOT NULL), 0)
      FROM changed
      GROUP BY GROUPING SETS (
        (province_id, district_id, ward_id, village_id, category_id, status, d, extension_count > 0, archived_at IS NOT NULL),
        (province_id, district_id, ward_id, village_id, category_id, status, m, extension_count > 0, archived_at IS NOT NULL),
        (province_id, district_id, ward_id, village_id, category_id, status, extension_count > 0, archived_at IS NOT NULL),
        (province_id, category_id, status, d, extension_count > 0, archived_at IS NOT NULL),
        (province_id, category_id, status, m, extension_count > 0, archived_at IS NOT NULL),
        (province_id, category_id, status, extension_count > 0, archived_at IS NOT NULL))
      HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE received_at IS NOT NULL), 0) <> 0
        OR coalesce(sum(sign * extract(epoch FROM received_at - created_at)::bigint) FILTER (WHERE received_at IS NOT NULL), 0) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      ON CONFLICT ON CONSTRAINT sentiment_day_counts_key DO UPDATE SET
        sentiments = c.sentiments + excluded.sentiments, received = c.received + excluded.received,
        receive_seconds = c.receive_seconds + excluded.receive_seconds
      RETURNING 1
    ),
    finished AS (
      SELECT *, sentiment_vn_day(time_reply) AS fd, date_trunc('month', sentiment_vn_day(time_reply))::date AS fm
      FROM changed WHERE status IN (3, 4) AND time_reply IS NOT NULL
    ),
    finishes AS (
      INSERT INTO sentiment_finish_counts AS c (grain, province_id, district_id, ward_id, village_id, category_id,
        status, day, timing, rating, sentiments, finish_seconds)
      SELECT GROUPING(ward_id, fd, fm), province_id, district_id, ward_id, village_id, category_id, status,
        coalesce(fd, fm), sentiment_timing(time_reply, time_finish, extension_count), coalesce(rating, 0), sum(sign),
        sum(sign * extract(epoch FROM time_reply - created_at)::bigint)
      FROM finished
      GROUP BY GROUPING SETS (
        (province_id, district_id, ward_id, village_id, category_id, status, fd,
          sentiment_timing(time_reply, time_finish, extension_count), coalesce(rating, 0)),
        (province_id, district_id, ward_id, village_id, category_id, status, fm,
          sentiment_timing(time_reply, time_finish, extension_count), coalesce(rating, 0)),
        (province_id, category_id, status, fd, sentiment_timing(time_reply, time_finish, extension_count), coalesce(rating, 0)),
        (province_id, category_id, status, fm, sentiment_timing(time_reply, time_finish, extension_count), coalesce(rating, 0)))
      HAVING sum(sign) <> 0 OR sum(sign * extract(epoch FROM time_reply - created_at)::bigint) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      ON CONFLICT ON CONSTRAINT sentiment_finish_counts_key DO UPDATE SET
        sentiments = c.sentiments + excluded.sentiments, finish_seconds = c.finish_seconds + excluded.finish_seconds
      RETURNING 1
    )
    INSERT INTO sentiment_cell_counts AS c (grain, province_id, district_id, ward_id, village_id, category_id, status,
      day, lat_cell, lng_cell, sentiments)
    SELECT CASE WHEN GROUPING(ward_id) = 0 THEN 2 ELSE 6 END, province_id, district_id, ward_id, village_id,
      category_id, status, m, round(lat * 100)::int, round(lng * 100)::int, sum(sign)
    FROM changed WHERE lat IS NOT NULL AND lng IS NOT NULL
    GROUP BY GROUPING SETS (
      (province_id, district_id, ward_id, village_id, category_id, status, m, round(lat * 100)::int, round(lng * 100)::int),
      (province_id, category_id, status, m, round(lat * 100)::int, round(lng * 100)::int))
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT ON CONSTRAINT sentiment_cell_counts_key DO UPDATE SET sentiments = c.sentiments + excluded.sentiments
  $sql$, changed);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sentiment_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE sentiment_rollups_statement(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sentiment_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sentiment_day_counts;
  DELETE FROM sentiment_finish_counts;
  DELETE FROM sentiment_cell_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN EXECUTE sentiment_rollups_statement('SELECT *, 1 AS sign FROM sentiments'); END $$;
