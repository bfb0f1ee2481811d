CREATE TABLE "platform_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "platform_services_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ward_services" (
	"ward_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ward_services_ward_id_service_id_pk" PRIMARY KEY("ward_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "ward_services" ADD CONSTRAINT "ward_services_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_services" ADD CONSTRAINT "ward_services_service_id_platform_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."platform_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_services" ADD CONSTRAINT "ward_services_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;