-- A post's scheduled publications follow its changes (migration 0031), but the trigger fired on
-- every update of a post: a plpgsql call for each sequence bump, assignment or due date too
-- (issue 47). It fires now only when what a publication publishes changes: the conditions of
-- its function's first test, as the trigger's UPDATE OF and WHEN, which PostgreSQL checks before
-- calling anything. Its second test (an approval) is a change of the status, so it still runs.
DROP TRIGGER "plan_posts_publishing" ON "plan_posts";--> statement-breakpoint
CREATE TRIGGER "plan_posts_publishing"
  AFTER UPDATE OF "status", "caption", "art", "date", "channel", "theme" ON "plan_posts"
  FOR EACH ROW WHEN (
    NEW."status" IS DISTINCT FROM OLD."status" OR NEW."caption" IS DISTINCT FROM OLD."caption"
    OR NEW."art" IS DISTINCT FROM OLD."art" OR NEW."date" IS DISTINCT FROM OLD."date"
    OR NEW."channel" IS DISTINCT FROM OLD."channel" OR NEW."theme" IS DISTINCT FROM OLD."theme"
  ) EXECUTE FUNCTION "post_publishing_follows_post"();
