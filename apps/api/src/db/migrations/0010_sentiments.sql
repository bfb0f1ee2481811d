CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sentiment_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sentiment_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sla_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sentiment_evaluations" (
	"sentiment_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"point" smallint NOT NULL,
	"content_evaluate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sentiment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sentiment_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sentiments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category_id" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"result_sentiment" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"content_update" text,
	"content_reply" text,
	"time_start" timestamp with time zone,
	"time_finish" timestamp with time zone,
	"time_reply" timestamp with time zone,
	"province_id" integer NOT NULL,
	"district_id" integer,
	"ward_id" integer NOT NULL,
	"village_id" integer,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"reporter_id" integer,
	"guest_name" text,
	"guest_phone" text,
	"received_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ward_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sentiment_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_attachments" ADD CONSTRAINT "sentiment_attachments_sentiment_id_sentiments_id_fk" FOREIGN KEY ("sentiment_id") REFERENCES "public"."sentiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_categories" ADD CONSTRAINT "sentiment_categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_evaluations" ADD CONSTRAINT "sentiment_evaluations_sentiment_id_sentiments_id_fk" FOREIGN KEY ("sentiment_id") REFERENCES "public"."sentiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_evaluations" ADD CONSTRAINT "sentiment_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_events" ADD CONSTRAINT "sentiment_events_sentiment_id_sentiments_id_fk" FOREIGN KEY ("sentiment_id") REFERENCES "public"."sentiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_events" ADD CONSTRAINT "sentiment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_category_id_sentiment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sentiment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_reads" ADD CONSTRAINT "staff_notice_reads_notice_id_staff_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."staff_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notice_reads" ADD CONSTRAINT "staff_notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_sentiment_id_sentiments_id_fk" FOREIGN KEY ("sentiment_id") REFERENCES "public"."sentiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "sentiment_attachments_sentiment_idx" ON "sentiment_attachments" USING btree ("sentiment_id","purpose","position");--> statement-breakpoint
CREATE INDEX "sentiment_events_sentiment_idx" ON "sentiment_events" USING btree ("sentiment_id","id");--> statement-breakpoint
CREATE INDEX "sentiments_ward_status_created_idx" ON "sentiments" USING btree ("ward_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "sentiments"."deleted_at" is null and "sentiments"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "sentiments_ward_created_idx" ON "sentiments" USING btree ("ward_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "sentiments"."deleted_at" is null and "sentiments"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "sentiments_archived_idx" ON "sentiments" USING btree ("ward_id","archived_at" DESC NULLS LAST) WHERE "sentiments"."deleted_at" is null and "sentiments"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "sentiments_open_deadline_idx" ON "sentiments" USING btree ("time_finish") WHERE "sentiments"."status" in (1, 2) and "sentiments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sentiments_reporter_idx" ON "sentiments" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notice_reads_pk" ON "staff_notice_reads" USING btree ("notice_id","user_id");--> statement-breakpoint
CREATE INDEX "staff_notices_ward_idx" ON "staff_notices" USING btree ("ward_id","created_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "sentiment_categories" ("id", "name", "sla_days") VALUES (1, 'Y tế', 7), (2, 'Môi trường', 7), (3, 'Nông nghiệp', 7), (4, 'Công nghệ', 7), (5, 'Giáo dục', 7), (6, 'Kinh tế', 7), (7, 'Khác', 7) ON CONFLICT ("id") DO NOTHING;
