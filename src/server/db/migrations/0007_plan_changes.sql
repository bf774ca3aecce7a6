-- Any change to a post is a change to its plan, whoever makes it (the API, a client's decision
-- on an approval link, a script linked to it, psql): the plan's row is touched, which bumps its
-- `updated_at` ("Meus planos" lists the plans last worked on first) and gives it a new row
-- version (`xmin`), which the cached plan pages are checked against (docs/decisions/024).
-- Inserts and deletes come in bulk (a plan's 65 posts, the scale seed's millions): they touch
-- each plan once per statement; an update is one post at a time.
CREATE FUNCTION "touch_plans_of_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "plans" SET "updated_at" = now()
  WHERE "id" IN (SELECT "plan_id" FROM "changed_posts");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "touch_plan_of_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "plans" SET "updated_at" = now() WHERE "id" IN (OLD."plan_id", NEW."plan_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plan_posts_inserted" AFTER INSERT ON "plan_posts"
  REFERENCING NEW TABLE AS "changed_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_plans_of_posts"();--> statement-breakpoint
CREATE TRIGGER "plan_posts_deleted" AFTER DELETE ON "plan_posts"
  REFERENCING OLD TABLE AS "changed_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_plans_of_posts"();--> statement-breakpoint
CREATE TRIGGER "plan_posts_updated" AFTER UPDATE ON "plan_posts"
  FOR EACH ROW EXECUTE FUNCTION "touch_plan_of_post"();
