DROP INDEX "users_ward_created_idx";--> statement-breakpoint
CREATE INDEX "users_ward_created_idx" ON "users" USING btree ("ward_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);