-- the counters of a survey take a shard each response picks (its id mod 8), so residents of one ward answering at
-- once do not all queue on the same rows; past days' shards are folded back into shard 0 every hour
-- (survey-counter-fold.ts, docs/decisions.md); existing rows are shard 0
ALTER TABLE "survey_answer_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_answer_counts" DROP CONSTRAINT "survey_answer_counts_survey_id_question_key_option_key_ward_id_day_pk";--> statement-breakpoint
ALTER TABLE "survey_answer_counts" ADD CONSTRAINT "survey_answer_counts_pk" PRIMARY KEY("survey_id","question_key","option_key","ward_id","day","shard");--> statement-breakpoint
CREATE INDEX "survey_answer_counts_unfolded_idx" ON "survey_answer_counts" USING btree ("day") WHERE "survey_answer_counts"."shard" <> 0;
