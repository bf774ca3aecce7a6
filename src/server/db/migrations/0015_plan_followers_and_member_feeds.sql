-- Decision 038: a plan's followers hear of its client's answers, and each member has their own
-- calendar feed; both rows hang on the membership, so a removal deletes them at once. The
-- creators of the existing approval links follow their plans, and a plan's one feed becomes
-- its author's while they are a member of the plan's workspace (every feed from before
-- workspaces is: the author owns their personal workspace), so its URL keeps working.
CREATE TABLE "plan_feeds" (
	"plan_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_feeds_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id"),
	CONSTRAINT "plan_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "plan_followers" (
	"plan_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_followers_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
DROP INDEX "plans_feed_token_idx";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "digest_of" uuid;--> statement-breakpoint
ALTER TABLE "plan_feeds" ADD CONSTRAINT "plan_feeds_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_feeds" ADD CONSTRAINT "plan_feeds_workspace_id_user_id_workspace_members_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_followers" ADD CONSTRAINT "plan_followers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_followers" ADD CONSTRAINT "plan_followers_workspace_id_user_id_workspace_members_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_feeds_member_idx" ON "plan_feeds" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "plan_followers_member_idx" ON "plan_followers" USING btree ("workspace_id","user_id");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_digest_of_emails_id_fk" FOREIGN KEY ("digest_of") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_digest_of_idx" ON "emails" USING btree ("digest_of") WHERE "emails"."digest_of" is not null;--> statement-breakpoint
INSERT INTO "plan_followers" ("plan_id", "workspace_id", "user_id")
SELECT DISTINCT l."plan_id", p."workspace_id", l."user_id"
FROM "approval_links" l
JOIN "plans" p ON p."id" = l."plan_id"
JOIN "workspace_members" m ON m."workspace_id" = p."workspace_id" AND m."user_id" = l."user_id";--> statement-breakpoint
INSERT INTO "plan_feeds" ("plan_id", "workspace_id", "user_id", "token_hash", "created_at")
SELECT p."id", p."workspace_id", p."user_id", p."feed_token_hash", coalesce(p."feed_created_at", now())
FROM "plans" p
JOIN "workspace_members" m ON m."workspace_id" = p."workspace_id" AND m."user_id" = p."user_id"
WHERE p."feed_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "feed_token_hash";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "feed_created_at";