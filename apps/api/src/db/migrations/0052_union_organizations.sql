CREATE TABLE "union_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "union_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"union_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"is_validated" boolean DEFAULT false NOT NULL,
	"validated_at" timestamp with time zone,
	"validated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "union_organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "union_organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"ward_id" integer NOT NULL,
	"chairperson" text,
	"phone" text,
	"address" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "union_organizations_member_count_check" CHECK (member_count >= 0)
);
--> statement-breakpoint
ALTER TABLE "union_members" ADD CONSTRAINT "union_members_union_id_union_organizations_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."union_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_members" ADD CONSTRAINT "union_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_members" ADD CONSTRAINT "union_members_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_organizations" ADD CONSTRAINT "union_organizations_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_organizations" ADD CONSTRAINT "union_organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_organizations" ADD CONSTRAINT "union_organizations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "union_members_union_user_key" ON "union_members" USING btree ("union_id","user_id");--> statement-breakpoint
CREATE INDEX "union_members_union_idx" ON "union_members" USING btree ("union_id","is_validated","created_at");--> statement-breakpoint
CREATE INDEX "union_members_user_idx" ON "union_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "union_organizations_ward_idx" ON "union_organizations" USING btree ("ward_id","created_at");