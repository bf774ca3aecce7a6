-- The AI allowance belongs to the workspace (decisions 030, 032): the usage counted so far per
-- user moves to that user's personal workspace, where everything they made before workspaces
-- already is (migration 0011), so nothing is lost and this month's meter reads the same.
ALTER TABLE "ai_calls" DROP CONSTRAINT "ai_calls_account_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_usage_months" DROP CONSTRAINT "ai_usage_months_account_id_users_id_fk";
--> statement-breakpoint
UPDATE "ai_calls" SET "account_id" = w."id"::text FROM "workspaces" w WHERE w."personal_of" = "ai_calls"."account_id";--> statement-breakpoint
UPDATE "ai_usage_months" SET "account_id" = w."id"::text FROM "workspaces" w WHERE w."personal_of" = "ai_usage_months"."account_id";--> statement-breakpoint
ALTER TABLE "ai_calls" ALTER COLUMN "account_id" SET DATA TYPE uuid USING "account_id"::uuid;--> statement-breakpoint
ALTER TABLE "ai_usage_months" ALTER COLUMN "account_id" SET DATA TYPE uuid USING "account_id"::uuid;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_account_id_workspaces_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage_months" ADD CONSTRAINT "ai_usage_months_account_id_workspaces_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspaces_name_search_idx" ON "workspaces" USING gin (lower("name") gin_trgm_ops);
