CREATE TABLE "notification_receivers" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_receivers_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text DEFAULT 'general' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role_ids" integer[] DEFAULT '{}' NOT NULL,
	"province_ids" integer[] DEFAULT '{}' NOT NULL,
	"district_ids" integer[] DEFAULT '{}' NOT NULL,
	"ward_ids" integer[] DEFAULT '{}' NOT NULL,
	"village_ids" integer[] DEFAULT '{}' NOT NULL,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"receiver_count" integer DEFAULT 0 NOT NULL,
	"province_id" integer,
	"district_id" integer,
	"ward_id" integer,
	"idempotency_key" text,
	"link" text,
	"sentiment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "notification_receivers" ADD CONSTRAINT "notification_receivers_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_receivers" ADD CONSTRAINT "notification_receivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sentiment_id_sentiments_id_fk" FOREIGN KEY ("sentiment_id") REFERENCES "public"."sentiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_receivers_inbox_idx" ON "notification_receivers" USING btree ("user_id","notification_id");--> statement-breakpoint
CREATE INDEX "notification_receivers_unread_idx" ON "notification_receivers" USING btree ("user_id","notification_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "notifications_ward_idx" ON "notifications" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_province_idx" ON "notifications" USING btree ("province_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_idempotency_idx" ON "notifications" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "notifications_sentiment_idx" ON "notifications" USING btree ("sentiment_id");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("scheduled_at") WHERE status = 'scheduled';