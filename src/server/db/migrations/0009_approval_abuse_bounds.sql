DROP INDEX "post_feedback_digest_idx";--> statement-breakpoint
ALTER TABLE "approval_links" ADD COLUMN "digest_approved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_links" ADD COLUMN "digest_changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "post_feedback_link_idx" ON "post_feedback" USING btree ("link_id","created_at") WHERE "post_feedback"."link_id" is not null;--> statement-breakpoint
CREATE INDEX "post_feedback_digest_idx" ON "post_feedback" USING btree ("digest_email_id","created_at") WHERE "post_feedback"."digest_email_id" is not null;