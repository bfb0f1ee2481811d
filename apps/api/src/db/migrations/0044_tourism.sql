CREATE TABLE "tourist_attractions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tourist_attractions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"cover" text,
	"description" text NOT NULL,
	"gallery" jsonb,
	"opening_hours" text,
	"ticket_price" bigint,
	"address" text,
	"location" jsonb,
	"map_link" text,
	"phone" text,
	"vr3d_link" text,
	"ward_id" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "travel_accommodations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_accommodations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"image" text,
	"description" text,
	"address" text,
	"location" jsonb,
	"map_link" text,
	"phone" text,
	"price_from" bigint,
	"owner_name" text,
	"ward_id" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "travel_cuisines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_cuisines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"image" text,
	"description" text,
	"address" text,
	"location" jsonb,
	"map_link" text,
	"phone" text,
	"price_from" bigint,
	"owner_name" text,
	"ward_id" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "travel_introduce" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_introduce_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text,
	"content" text NOT NULL,
	"cover" text,
	"video_link" text,
	"hotline" text,
	"best_season" text,
	"ward_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "travel_local_specialties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_local_specialties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"image" text,
	"description" text,
	"address" text,
	"location" jsonb,
	"map_link" text,
	"phone" text,
	"price_from" bigint,
	"owner_name" text,
	"ward_id" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "travel_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text,
	"content" text NOT NULL,
	"cover" text,
	"ward_id" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "travel_transports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_transports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"image" text,
	"description" text,
	"address" text,
	"location" jsonb,
	"map_link" text,
	"phone" text,
	"price_from" bigint,
	"owner_name" text,
	"ward_id" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "tourist_attractions" ADD CONSTRAINT "tourist_attractions_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_attractions" ADD CONSTRAINT "tourist_attractions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_attractions" ADD CONSTRAINT "tourist_attractions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_accommodations" ADD CONSTRAINT "travel_accommodations_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_accommodations" ADD CONSTRAINT "travel_accommodations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_accommodations" ADD CONSTRAINT "travel_accommodations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_cuisines" ADD CONSTRAINT "travel_cuisines_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_cuisines" ADD CONSTRAINT "travel_cuisines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_cuisines" ADD CONSTRAINT "travel_cuisines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_introduce" ADD CONSTRAINT "travel_introduce_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_introduce" ADD CONSTRAINT "travel_introduce_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_introduce" ADD CONSTRAINT "travel_introduce_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_introduce" ADD CONSTRAINT "travel_introduce_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_local_specialties" ADD CONSTRAINT "travel_local_specialties_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_local_specialties" ADD CONSTRAINT "travel_local_specialties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_local_specialties" ADD CONSTRAINT "travel_local_specialties_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_posts" ADD CONSTRAINT "travel_posts_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_posts" ADD CONSTRAINT "travel_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_posts" ADD CONSTRAINT "travel_posts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_transports" ADD CONSTRAINT "travel_transports_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_transports" ADD CONSTRAINT "travel_transports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_transports" ADD CONSTRAINT "travel_transports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tourist_attractions_ward_idx" ON "tourist_attractions" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "travel_accommodations_ward_idx" ON "travel_accommodations" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "travel_accommodations_created_by_idx" ON "travel_accommodations" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "travel_cuisines_ward_idx" ON "travel_cuisines" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "travel_cuisines_created_by_idx" ON "travel_cuisines" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_introduce_ward_key" ON "travel_introduce" USING btree ("ward_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "travel_introduce_ward_idx" ON "travel_introduce" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "travel_local_specialties_ward_idx" ON "travel_local_specialties" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "travel_local_specialties_created_by_idx" ON "travel_local_specialties" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "travel_posts_ward_idx" ON "travel_posts" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "travel_transports_ward_idx" ON "travel_transports" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "travel_transports_created_by_idx" ON "travel_transports" USING btree ("created_by","created_at");