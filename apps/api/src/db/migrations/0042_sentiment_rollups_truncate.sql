-- TRUNCATE fires no row or transition-table trigger (migration 0040's rollups stayed as they were, seen when the
-- bench emptied sentiments before loading a million): emptying sentiments empties their rollups, and emptying the
-- evaluations takes the ratings copied onto the items back off (an UPDATE, which moves the finished counts to 'no
-- rating' through the rollup trigger).
CREATE FUNCTION sentiment_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sentiment_day_counts;
  DELETE FROM sentiment_finish_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sentiment_rollups_truncate AFTER TRUNCATE ON sentiments
  FOR EACH STATEMENT EXECUTE FUNCTION sentiment_rollups_truncate();
--> statement-breakpoint
CREATE FUNCTION sentiment_ratings_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sentiments SET rating = NULL WHERE rating IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sentiment_ratings_truncate AFTER TRUNCATE ON sentiment_evaluations
  FOR EACH STATEMENT EXECUTE FUNCTION sentiment_ratings_truncate();
