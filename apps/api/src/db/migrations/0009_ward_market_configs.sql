CREATE TABLE "ward_market_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ward_market_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ward_id" integer NOT NULL,
	"market_name" text NOT NULL,
	"description" text,
	"contact_person" text,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "ward_market_configs_ward_id_unique" UNIQUE("ward_id")
);
--> statement-breakpoint
ALTER TABLE "ward_market_configs" ADD CONSTRAINT "ward_market_configs_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_market_configs" ADD CONSTRAINT "ward_market_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_market_configs" ADD CONSTRAINT "ward_market_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;