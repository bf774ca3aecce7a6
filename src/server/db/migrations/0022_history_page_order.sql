DROP INDEX "history_workspace_created_idx";--> statement-breakpoint
DROP INDEX "history_workspace_type_created_idx";--> statement-breakpoint
CREATE INDEX "history_workspace_created_idx" ON "user_content_history" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "history_workspace_type_created_idx" ON "user_content_history" USING btree ("workspace_id","content_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);