CREATE TABLE "post_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" text,
	"made" text NOT NULL,
	"instruction" text,
	"restored_from" integer,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_versions_post_number_key" UNIQUE("post_id","number")
);
--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_post_id_plan_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."plan_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_versions_user_idx" ON "post_versions" USING btree ("user_id");--> statement-breakpoint
-- Every existing post becomes its own version 1, made by its author, dated when it last changed:
-- "generated" when a strategy laid it out (in its plan's transaction, so at the plan's time),
-- "manual" when it was added by hand.
INSERT INTO "post_versions" ("post_id", "number", "user_id", "made", "fields", "created_at")
SELECT p."id", 1, p."user_id",
  CASE WHEN p."created_at" = pl."created_at" THEN 'generated' ELSE 'manual' END,
  jsonb_build_object('theme', p."theme", 'hook', p."hook", 'callToAction', p."call_to_action",
    'notes', p."notes", 'caption', p."caption"),
  p."updated_at"
FROM "plan_posts" p JOIN "plans" pl ON pl."id" = p."plan_id";
