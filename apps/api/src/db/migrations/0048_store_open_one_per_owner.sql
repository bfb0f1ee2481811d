DROP INDEX "personal_stores_owner_ward_key";--> statement-breakpoint
ALTER TABLE "personal_stores" ADD COLUMN "is_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_stores_owner_key" ON "personal_stores" USING btree ("owner_id") WHERE owner_id is not null;