ALTER TABLE "subscriptions" ADD COLUMN "kind" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_payment" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_days" integer;--> statement-breakpoint
CREATE INDEX "subscriptions_prepaid_end_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."kind" = 'prepaid';