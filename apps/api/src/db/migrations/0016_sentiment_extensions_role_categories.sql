CREATE TABLE "role_sentiment_categories" (
	"role_id" integer NOT NULL,
	"category_id" smallint NOT NULL,
	CONSTRAINT "role_sentiment_categories_role_id_category_id_pk" PRIMARY KEY("role_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "sentiments" ADD COLUMN "extension_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "role_sentiment_categories" ADD CONSTRAINT "role_sentiment_categories_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_sentiment_categories" ADD CONSTRAINT "role_sentiment_categories_category_id_sentiment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sentiment_categories"("id") ON DELETE cascade ON UPDATE no action;