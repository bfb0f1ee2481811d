CREATE TABLE "request_counts" (
	"day" date NOT NULL,
	"app" text NOT NULL,
	"ward_id" integer,
	"requests" bigint NOT NULL,
	CONSTRAINT "request_counts_key" UNIQUE NULLS NOT DISTINCT("day","app","ward_id")
);
--> statement-breakpoint
CREATE INDEX "request_counts_ward_day_idx" ON "request_counts" USING btree ("ward_id","day");