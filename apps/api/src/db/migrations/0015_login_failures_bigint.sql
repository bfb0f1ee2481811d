ALTER TABLE "login_failures" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;