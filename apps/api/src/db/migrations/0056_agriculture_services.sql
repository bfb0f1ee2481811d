CREATE TABLE "agriculture_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agriculture_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"unit" text NOT NULL,
	"season" text,
	"service_area_ids" integer[],
	"provider_kind" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"description" text,
	"photos" jsonb,
	"ward_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"approval_status" text DEFAULT 'waiting' NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"sort_order" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "agriculture_services" ADD CONSTRAINT "agriculture_services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agriculture_services" ADD CONSTRAINT "agriculture_services_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agriculture_services" ADD CONSTRAINT "agriculture_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agriculture_services" ADD CONSTRAINT "agriculture_services_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agriculture_services_ward_idx" ON "agriculture_services" USING btree ("ward_id","created_at");--> statement-breakpoint
CREATE INDEX "agriculture_services_ward_kind_idx" ON "agriculture_services" USING btree ("ward_id","kind","approval_status","created_at");--> statement-breakpoint
CREATE INDEX "agriculture_services_category_idx" ON "agriculture_services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "agriculture_services_created_by_idx" ON "agriculture_services" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_kind_name_key" ON "categories" USING btree ("kind","name");