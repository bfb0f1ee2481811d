CREATE TABLE "header_footer_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "header_footer_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"header_title" text NOT NULL,
	"header_subtitle" text,
	"header_image" text,
	"header_color" text DEFAULT '#1b5e20' NOT NULL,
	"footer_content" text,
	"footer_color" text DEFAULT '#37474f' NOT NULL,
	"ward_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "header_footer_configs" ADD CONSTRAINT "header_footer_configs_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_footer_configs" ADD CONSTRAINT "header_footer_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_footer_configs" ADD CONSTRAINT "header_footer_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "header_footer_configs_ward_key" ON "header_footer_configs" USING btree ("ward_id");