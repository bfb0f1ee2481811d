CREATE TABLE "excel_notification_rows" (
	"notification_id" integer NOT NULL,
	"line" integer NOT NULL,
	"recipient" text NOT NULL,
	"user_id" integer,
	"values" jsonb NOT NULL,
	"content" text,
	"error" text,
	CONSTRAINT "excel_notification_rows_notification_id_line_pk" PRIMARY KEY("notification_id","line")
);
--> statement-breakpoint
CREATE TABLE "excel_notification_uploads" (
	"notification_id" integer PRIMARY KEY NOT NULL,
	"file" jsonb NOT NULL,
	"columns" text[] NOT NULL,
	"valid_count" integer NOT NULL,
	"invalid_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_receivers" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_notification_rows" ADD CONSTRAINT "excel_notification_rows_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_notification_uploads" ADD CONSTRAINT "excel_notification_uploads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;