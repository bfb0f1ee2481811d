CREATE TABLE "market_approval_modes" (
	"ward_id" integer NOT NULL,
	"target" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "market_approval_modes_pk" PRIMARY KEY("ward_id","target")
);
--> statement-breakpoint
CREATE TABLE "market_trusted_sellers" (
	"ward_id" integer NOT NULL,
	"target" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "market_trusted_sellers_pk" PRIMARY KEY("ward_id","target","user_id")
);
--> statement-breakpoint
ALTER TABLE "market_approval_modes" ADD CONSTRAINT "market_approval_modes_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_approval_modes" ADD CONSTRAINT "market_approval_modes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trusted_sellers" ADD CONSTRAINT "market_trusted_sellers_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trusted_sellers" ADD CONSTRAINT "market_trusted_sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trusted_sellers" ADD CONSTRAINT "market_trusted_sellers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;