CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"brand_ids" jsonb,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"personal_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_personal_of_unique" UNIQUE("personal_of")
);
--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_content_history" DROP CONSTRAINT "user_content_history_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "plan_posts" DROP CONSTRAINT "plan_posts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_links" DROP CONSTRAINT "approval_links_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "post_feedback" DROP CONSTRAINT "post_feedback_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "brands_user_updated_idx";--> statement-breakpoint
DROP INDEX "history_user_type_created_idx";--> statement-breakpoint
DROP INDEX "plan_posts_user_date_idx";--> statement-breakpoint
DROP INDEX "plans_user_updated_idx";--> statement-breakpoint
DROP INDEX "post_feedback_unseen_idx";--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_content_history" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_posts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_links" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_feedback" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "current_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
-- Every existing account gets its personal workspace, owned by it, and everything it made
-- moves in: its brands, history, plans (with their posts and threads) and subscriptions.
-- Approval links and feeds stay on their plans, so their old URLs keep working.
INSERT INTO "workspaces" ("name", "personal_of", "created_at")
  SELECT 'Espaço de ' || "name", "id", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
  SELECT "id", "personal_of", 'owner', "created_at" FROM "workspaces";--> statement-breakpoint
UPDATE "subscriptions" SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal_of" = "subscriptions"."user_id";--> statement-breakpoint
UPDATE "brands" SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal_of" = "brands"."user_id";--> statement-breakpoint
UPDATE "user_content_history" SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal_of" = "user_content_history"."user_id";--> statement-breakpoint
UPDATE "plans" SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal_of" = "plans"."user_id";--> statement-breakpoint
ALTER TABLE "plan_posts" DISABLE TRIGGER "plan_posts_updated";--> statement-breakpoint
UPDATE "plan_posts" SET "workspace_id" = p."workspace_id" FROM "plans" p WHERE p."id" = "plan_posts"."plan_id";--> statement-breakpoint
ALTER TABLE "plan_posts" ENABLE TRIGGER "plan_posts_updated";--> statement-breakpoint
UPDATE "post_feedback" SET "workspace_id" = p."workspace_id" FROM "plans" p WHERE p."id" = "post_feedback"."plan_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_content_history" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_posts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "post_feedback" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_of_users_id_fk" FOREIGN KEY ("personal_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspace_members_owner_idx" ON "workspace_members" USING btree ("workspace_id") WHERE "workspace_members"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_current_workspace_id_workspaces_id_fk" FOREIGN KEY ("current_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD CONSTRAINT "user_content_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD CONSTRAINT "user_content_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD CONSTRAINT "post_feedback_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD CONSTRAINT "post_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_workspace_active_idx" ON "subscriptions" USING btree ("workspace_id") WHERE "subscriptions"."status" in ('active', 'trialing');--> statement-breakpoint
CREATE INDEX "brands_workspace_updated_idx" ON "brands" USING btree ("workspace_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brands_user_idx" ON "brands" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "history_workspace_created_idx" ON "user_content_history" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_workspace_type_created_idx" ON "user_content_history" USING btree ("workspace_id","content_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_posts_workspace_date_idx" ON "plan_posts" USING btree ("workspace_id","date");--> statement-breakpoint
CREATE INDEX "plan_posts_user_idx" ON "plan_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plans_workspace_updated_idx" ON "plans" USING btree ("workspace_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_feedback_user_idx" ON "post_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_feedback_unseen_idx" ON "post_feedback" USING btree ("workspace_id","plan_id") WHERE "post_feedback"."seen_at" is null;--> statement-breakpoint
-- A user row, however it is inserted (sign-up, a script, a seed), comes with its personal
-- workspace, owned by it.
CREATE FUNCTION "create_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made uuid;
BEGIN
  INSERT INTO "workspaces" ("name", "personal_of") VALUES ('Espaço de ' || NEW."name", NEW."id")
    RETURNING "id" INTO made;
  INSERT INTO "workspace_members" ("workspace_id", "user_id", "role") VALUES (made, NEW."id", 'owner');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_personal_workspace" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "create_personal_workspace"();--> statement-breakpoint
-- A row that names only its author (a script, psql, a seed) lands in the author's personal
-- workspace; a post or a thread's entry always in its plan's. The app names the workspace.
CREATE FUNCTION "fill_workspace_from_author"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."workspace_id" IS NULL THEN
    SELECT "id" INTO NEW."workspace_id" FROM "workspaces" WHERE "personal_of" = NEW."user_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "fill_workspace_from_plan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."workspace_id" IS NULL THEN
    SELECT "workspace_id" INTO NEW."workspace_id" FROM "plans" WHERE "id" = NEW."plan_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_workspace" BEFORE INSERT ON "brands"
  FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
CREATE TRIGGER "user_content_history_workspace" BEFORE INSERT ON "user_content_history"
  FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
CREATE TRIGGER "plans_workspace" BEFORE INSERT ON "plans"
  FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_workspace" BEFORE INSERT ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_author"();--> statement-breakpoint
CREATE TRIGGER "plan_posts_workspace" BEFORE INSERT ON "plan_posts"
  FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_plan"();--> statement-breakpoint
CREATE TRIGGER "post_feedback_workspace" BEFORE INSERT ON "post_feedback"
  FOR EACH ROW EXECUTE FUNCTION "fill_workspace_from_plan"();--> statement-breakpoint
-- The caches (docs/decisions/006): a membership is part of its member's session check; a
-- workspace's name and subscription are part of every member's; history pages are kept per
-- workspace. A removed member's next request, on any instance, reads the database again.
CREATE FUNCTION "notify_change_by_workspace_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || OLD.workspace_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || NEW.workspace_id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_workspace_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || m."user_id")
    FROM "workspace_members" m
    WHERE m."workspace_id" IN (
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.workspace_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.workspace_id END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_members_of_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || m."user_id")
    FROM "workspace_members" m WHERE m."workspace_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "user_content_history_changes" ON "user_content_history";--> statement-breakpoint
CREATE TRIGGER "user_content_history_changes" AFTER INSERT OR UPDATE OR DELETE ON "user_content_history"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_workspace_id"('history');--> statement-breakpoint
DROP TRIGGER "subscriptions_changes" ON "subscriptions";--> statement-breakpoint
CREATE TRIGGER "subscriptions_changes" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "notify_workspace_members"('viewer');--> statement-breakpoint
CREATE TRIGGER "workspace_members_changes" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_user_id"('viewer');--> statement-breakpoint
-- A deleted workspace's members are deleted with it, each announced by the trigger above.
CREATE TRIGGER "workspaces_changes" AFTER UPDATE ON "workspaces"
  FOR EACH ROW EXECUTE FUNCTION "notify_members_of_workspace"('viewer');
