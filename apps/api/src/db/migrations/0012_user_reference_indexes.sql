CREATE INDEX "sentiment_evaluations_user_idx" ON "sentiment_evaluations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sentiment_events_actor_idx" ON "sentiment_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "staff_notice_reads_user_idx" ON "staff_notice_reads" USING btree ("user_id");