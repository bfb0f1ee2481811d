-- issue 13: the staff notices became individual notifications (one inbox, one bell); the old notices were transient
-- reminders of items that the sentiment lists still show as overdue, so they are not carried over.
DROP TABLE "staff_notice_reads" CASCADE;--> statement-breakpoint
DROP TABLE "staff_notices" CASCADE;