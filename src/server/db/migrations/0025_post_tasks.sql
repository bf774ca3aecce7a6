ALTER TABLE "workspace_activity" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "assigned_by" text;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "assignment_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_posts_assignee_idx" ON "plan_posts" USING btree ("workspace_id","assignee_id","due_on") WHERE "plan_posts"."assignee_id" is not null;