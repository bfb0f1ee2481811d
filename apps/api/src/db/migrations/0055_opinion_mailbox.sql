CREATE TABLE "opinion_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opinion_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ward_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb,
	"sender_id" integer,
	"guest_name" text,
	"guest_phone" text,
	"follow_up_code" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"reply_attachments" jsonb,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"archived_at" timestamp with time zone,
	"archived_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opinion_letters" ADD CONSTRAINT "opinion_letters_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_letters" ADD CONSTRAINT "opinion_letters_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_letters" ADD CONSTRAINT "opinion_letters_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_letters" ADD CONSTRAINT "opinion_letters_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opinion_letters_code_key" ON "opinion_letters" USING btree ("follow_up_code");--> statement-breakpoint
CREATE INDEX "opinion_letters_ward_kind_idx" ON "opinion_letters" USING btree ("ward_id","kind","archived_at","created_at");--> statement-breakpoint
CREATE INDEX "opinion_letters_sender_idx" ON "opinion_letters" USING btree ("sender_id");