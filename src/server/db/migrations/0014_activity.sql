CREATE TABLE "workspace_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"brand_id" uuid,
	"brand_name" text,
	"plan_id" uuid,
	"post_id" uuid,
	"history_id" uuid,
	"subject" text DEFAULT '' NOT NULL,
	"detail" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_workspace_created_idx" ON "workspace_activity" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_workspace_user_created_idx" ON "workspace_activity" USING btree ("workspace_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_workspace_brand_created_idx" ON "workspace_activity" USING btree ("workspace_id","brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_created_idx" ON "workspace_activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_user_idx" ON "workspace_activity" USING btree ("user_id") WHERE "workspace_activity"."user_id" is not null;