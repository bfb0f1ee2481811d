CREATE TABLE "camera_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "camera_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text,
	"location" jsonb NOT NULL,
	"ward_id" integer NOT NULL,
	"village_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "camera_stream_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"camera_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cameras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cameras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"location_id" integer NOT NULL,
	"stream_url" text NOT NULL,
	"stream_url_sealed" text,
	"kind" text DEFAULT 'fixed' NOT NULL,
	"ward_id" integer NOT NULL,
	"recording_note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"signal" text DEFAULT 'unknown' NOT NULL,
	"signal_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "camera_locations" ADD CONSTRAINT "camera_locations_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_locations" ADD CONSTRAINT "camera_locations_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_locations" ADD CONSTRAINT "camera_locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_locations" ADD CONSTRAINT "camera_locations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_stream_sessions" ADD CONSTRAINT "camera_stream_sessions_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_stream_sessions" ADD CONSTRAINT "camera_stream_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_location_id_camera_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."camera_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camera_locations_ward_idx" ON "camera_locations" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "camera_stream_sessions_camera_user_key" ON "camera_stream_sessions" USING btree ("camera_id","user_id");--> statement-breakpoint
CREATE INDEX "camera_stream_sessions_expires_idx" ON "camera_stream_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cameras_ward_idx" ON "cameras" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "cameras_location_idx" ON "cameras" USING btree ("location_id");