ALTER TABLE "brands" ADD COLUMN "hashtag_sets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "caption" jsonb;