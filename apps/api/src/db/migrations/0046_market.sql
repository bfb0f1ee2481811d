CREATE TABLE "market_album_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_album_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "market_albums" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"cover" text,
	"ward_id" integer NOT NULL,
	"approval_status" text DEFAULT 'waiting' NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "market_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"contact_phone" text,
	"ward_id" integer NOT NULL,
	"approval_status" text DEFAULT 'waiting' NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "personal_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price" bigint NOT NULL,
	"unit" text NOT NULL,
	"image" text NOT NULL,
	"photos" jsonb,
	"stock" integer,
	"origin" text,
	"contact_phone" text,
	"description" text,
	"store_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"is_highlight" boolean DEFAULT false NOT NULL,
	"approval_status" text DEFAULT 'waiting' NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "personal_stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"owner_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"description" text,
	"logo" text,
	"ward_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "market_album_images" ADD CONSTRAINT "market_album_images_parent_id_market_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."market_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_album_images" ADD CONSTRAINT "market_album_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_albums" ADD CONSTRAINT "market_albums_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_albums" ADD CONSTRAINT "market_albums_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_albums" ADD CONSTRAINT "market_albums_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_articles" ADD CONSTRAINT "market_articles_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_articles" ADD CONSTRAINT "market_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_articles" ADD CONSTRAINT "market_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_products" ADD CONSTRAINT "personal_products_store_id_personal_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."personal_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_products" ADD CONSTRAINT "personal_products_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_products" ADD CONSTRAINT "personal_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_products" ADD CONSTRAINT "personal_products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_stores" ADD CONSTRAINT "personal_stores_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_stores" ADD CONSTRAINT "personal_stores_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_stores" ADD CONSTRAINT "personal_stores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_stores" ADD CONSTRAINT "personal_stores_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_album_images_parent_idx" ON "market_album_images" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "market_albums_ward_idx" ON "market_albums" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "market_albums_ward_status_idx" ON "market_albums" USING btree ("ward_id","approval_status","created_at");--> statement-breakpoint
CREATE INDEX "market_articles_ward_idx" ON "market_articles" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "market_articles_ward_status_idx" ON "market_articles" USING btree ("ward_id","approval_status","created_at");--> statement-breakpoint
CREATE INDEX "personal_products_ward_idx" ON "personal_products" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "personal_products_ward_status_idx" ON "personal_products" USING btree ("ward_id","approval_status","created_at");--> statement-breakpoint
CREATE INDEX "personal_products_ward_status_category_idx" ON "personal_products" USING btree ("ward_id","approval_status","category","created_at");--> statement-breakpoint
CREATE INDEX "personal_products_store_idx" ON "personal_products" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "personal_stores_ward_idx" ON "personal_stores" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_stores_owner_ward_key" ON "personal_stores" USING btree ("owner_id","ward_id") WHERE owner_id is not null;