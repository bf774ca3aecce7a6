CREATE TABLE "publication_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"result" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "publishing_page_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_token_sealed" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"pages" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "publish_on_approval_by" text;--> statement-breakpoint
ALTER TABLE "publication_attempts" ADD CONSTRAINT "publication_attempts_publication_id_post_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."post_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_page_choices" ADD CONSTRAINT "publishing_page_choices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_page_choices" ADD CONSTRAINT "publishing_page_choices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_page_choices" ADD CONSTRAINT "publishing_page_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_attempts_publication_idx" ON "publication_attempts" USING btree ("publication_id","started_at");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_publish_on_approval_by_users_id_fk" FOREIGN KEY ("publish_on_approval_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 063: a publication the client's approval schedules (the trigger of 0031 inserts it
-- with no one) is its plan's switch's, so it is scheduled by whoever turned "Publicar quando o
-- cliente aprovar" on: they hear how it went, and the post is published by them.
CREATE FUNCTION "publication_scheduled_by_switch"() RETURNS trigger AS $$
BEGIN
  IF NEW."scheduled_by" IS NULL THEN
    SELECT "publish_on_approval_by" INTO NEW."scheduled_by" FROM "plans" WHERE "id" = NEW."plan_id";
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "post_publications_scheduled_by" BEFORE INSERT ON "post_publications"
  FOR EACH ROW EXECUTE FUNCTION "publication_scheduled_by_switch"();
