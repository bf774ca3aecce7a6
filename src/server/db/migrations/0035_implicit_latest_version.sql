ALTER TABLE "user_content_history" ADD COLUMN "version_by" text;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "version_made" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "version_instruction" text;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "version_restored_from" integer;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "version_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "version_by" text;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "version_made" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "version_instruction" text;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "version_restored_from" integer;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD COLUMN "version_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD CONSTRAINT "user_content_history_version_by_users_id_fk" FOREIGN KEY ("version_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_version_by_users_id_fk" FOREIGN KEY ("version_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_version_by_idx" ON "user_content_history" USING btree ("version_by");--> statement-breakpoint
CREATE INDEX "plan_posts_version_by_idx" ON "plan_posts" USING btree ("version_by");--> statement-breakpoint
-- Decision 060: a row is its latest version. Its number's stored version says who made it, how
-- and when; the row takes that, with its triggers off (this changes no text, no status, no plan:
-- nothing to notify or touch).
ALTER TABLE "plan_posts" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "plan_posts" p SET "version_by" = v."user_id", "version_made" = v."made",
    "version_instruction" = v."instruction", "version_restored_from" = v."restored_from",
    "version_at" = v."created_at"
  FROM "post_versions" v WHERE v."post_id" = p."id" AND v."number" = p."version";--> statement-breakpoint
ALTER TABLE "plan_posts" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "user_content_history" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "user_content_history" h SET "version_by" = v."user_id", "version_made" = v."made",
    "version_instruction" = v."instruction", "version_restored_from" = v."restored_from",
    "version_at" = v."created_at"
  FROM "content_versions" v WHERE v."history_id" = h."id" AND v."number" = h."version";--> statement-breakpoint
ALTER TABLE "user_content_history" ENABLE TRIGGER USER;--> statement-breakpoint
-- The stored versions that only repeat their row (its number and its text) go. One that differs
-- from its row stays, and is read in its place. A version kept before posts had art has no "art":
-- it had none.
DELETE FROM "post_versions" v USING "plan_posts" p
  WHERE v."post_id" = p."id" AND v."number" = p."version"
    AND v."fields" - 'art' = jsonb_build_object('theme', p."theme", 'hook', p."hook",
      'callToAction', p."call_to_action", 'notes', p."notes", 'caption', p."caption")
    AND coalesce(v."fields" -> 'art', 'null') = coalesce(p."art", 'null');--> statement-breakpoint
DELETE FROM "content_versions" v USING "user_content_history" h
  WHERE v."history_id" = h."id" AND v."number" = h."version" AND v."title" = h."title"
    AND v."content" = h."content" AND v."metadata" IS NOT DISTINCT FROM h."metadata";
