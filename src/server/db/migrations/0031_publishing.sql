CREATE TABLE "connected_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"token_sealed" text,
	"user_token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'connected' NOT NULL,
	"connected_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"network" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"scheduled_by" text,
	"child_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"container_id" text,
	"media_id" text,
	"permalink" text,
	"reason" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_connect_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "posting_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "publish_on_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_publications" ADD CONSTRAINT "post_publications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_publications" ADD CONSTRAINT "post_publications_post_id_plan_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."plan_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_publications" ADD CONSTRAINT "post_publications_account_id_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_publications" ADD CONSTRAINT "post_publications_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_connect_states" ADD CONSTRAINT "publishing_connect_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_connect_states" ADD CONSTRAINT "publishing_connect_states_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_connect_states" ADD CONSTRAINT "publishing_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connected_accounts_brand_network_idx" ON "connected_accounts" USING btree ("brand_id","network");--> statement-breakpoint
CREATE INDEX "connected_accounts_workspace_idx" ON "connected_accounts" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_publications_post_network_idx" ON "post_publications" USING btree ("post_id","network");--> statement-breakpoint
CREATE INDEX "post_publications_due_idx" ON "post_publications" USING btree ("scheduled_for") WHERE "post_publications"."status" in ('scheduled', 'publishing', 'waiting_limit');--> statement-breakpoint
CREATE INDEX "post_publications_plan_idx" ON "post_publications" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "post_publications_failed_idx" ON "post_publications" USING btree ("updated_at" DESC NULLS LAST) WHERE "post_publications"."status" in ('failed', 'reconnect');
--> statement-breakpoint
-- Decision 063: a change to an approved post (its text, art, date, channel or status) takes back
-- its schedule until it is approved again; a post the client approves in a plan that publishes
-- on approval is scheduled at its date and the plan's posting time for its channel (Brazil's
-- time), on its brand's connected account. One trigger, so every path that changes a post
-- (the panel, a restore, the client's approval page) follows it.
CREATE FUNCTION "post_publishing_follows_post"() RETURNS trigger AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" OR NEW."caption" IS DISTINCT FROM OLD."caption"
     OR NEW."art" IS DISTINCT FROM OLD."art" OR NEW."date" IS DISTINCT FROM OLD."date"
     OR NEW."channel" IS DISTINCT FROM OLD."channel" OR NEW."theme" IS DISTINCT FROM OLD."theme" THEN
    DELETE FROM "post_publications"
      WHERE "post_id" = NEW."id" AND "status" IN ('scheduled', 'waiting_limit');
  END IF;
  IF NEW."status" = 'aprovado' AND OLD."status" IS DISTINCT FROM 'aprovado'
     AND NEW."caption" IS NOT NULL AND NEW."art" IS NOT NULL THEN
    INSERT INTO "post_publications"
      ("workspace_id", "plan_id", "post_id", "account_id", "network", "scheduled_for")
    SELECT NEW."workspace_id", p."id", NEW."id", a."id", a."network",
      -- Brazil's time is UTC-3 (no daylight saving since 2019).
      (((NEW."date"::text || ' ' || coalesce(p."posting_times" ->> a."network", '09:00'))::timestamp
        + interval '3 hours') AT TIME ZONE 'UTC')
    FROM "plans" p
    JOIN "connected_accounts" a ON a."brand_id" = p."brand_id" AND a."network" = NEW."channel"
      AND a."status" = 'connected'
    WHERE p."id" = NEW."plan_id" AND p."publish_on_approval"
    ON CONFLICT ("post_id", "network") DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "plan_posts_publishing" AFTER UPDATE ON "plan_posts"
  FOR EACH ROW EXECUTE FUNCTION "post_publishing_follows_post"();
