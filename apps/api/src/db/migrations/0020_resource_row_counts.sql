CREATE TABLE "resource_row_counts" (
	"table_name" text NOT NULL,
	"ward_id" integer NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "resource_row_counts_table_name_ward_id_pk" PRIMARY KEY("table_name","ward_id")
);
--> statement-breakpoint
-- Keeps resource_row_counts exact inside the writing transaction for the table it is attached to (crud/row-counters.ts
-- attaches it at boot to every ward-scoped resource table): one set-based change per statement, from its transition
-- tables, counters changed in ward order so two writers lock the counters they share in the same order.
CREATE FUNCTION resource_row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO resource_row_counts AS c (table_name, ward_id, rows)
    SELECT TG_TABLE_NAME::text, ward_id, count(*) FROM new_rows GROUP BY ward_id ORDER BY ward_id
    ON CONFLICT (table_name, ward_id) DO UPDATE SET rows = c.rows + excluded.rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO resource_row_counts AS c (table_name, ward_id, rows)
    SELECT TG_TABLE_NAME::text, ward_id, -count(*) FROM old_rows GROUP BY ward_id ORDER BY ward_id
    ON CONFLICT (table_name, ward_id) DO UPDATE SET rows = c.rows + excluded.rows;
  ELSE
    -- an update that moves no row to another ward nets to nothing and touches no counter
    INSERT INTO resource_row_counts AS c (table_name, ward_id, rows)
    SELECT TG_TABLE_NAME::text, ward_id, sum(change) FROM (
      SELECT ward_id, 1 AS change FROM new_rows
      UNION ALL
      SELECT ward_id, -1 FROM old_rows
    ) moved
    GROUP BY ward_id HAVING sum(change) <> 0 ORDER BY ward_id
    ON CONFLICT (table_name, ward_id) DO UPDATE SET rows = c.rows + excluded.rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row or transition-table trigger: it empties the table's counters instead
CREATE FUNCTION resource_row_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resource_row_counts WHERE table_name = TG_TABLE_NAME::text;
  RETURN NULL;
END $$;
