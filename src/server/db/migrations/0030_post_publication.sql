ALTER TABLE "plan_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A post's publication follows its status, whoever writes the row (the API, a client's decision
-- on an approval link, an automatic publisher, psql): it gets its time when it becomes
-- "publicado" without one (the writer may bring its own, as a publisher reporting when it
-- posted), and loses both time and publisher when it leaves that status (decision 062).
-- Posts published before this migration keep no time: nobody recorded one.
CREATE FUNCTION "keep_post_publication"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'publicado' THEN
    NEW."published_at" := NULL;
    NEW."published_by" := NULL;
  ELSIF NEW."published_at" IS NULL AND (TG_OP = 'INSERT' OR OLD."status" <> 'publicado') THEN
    NEW."published_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plan_posts_publication" BEFORE INSERT OR UPDATE OF "status" ON "plan_posts"
  FOR EACH ROW EXECUTE FUNCTION "keep_post_publication"();
