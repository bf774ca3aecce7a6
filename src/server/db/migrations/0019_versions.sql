CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"history_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" text,
	"made" text NOT NULL,
	"instruction" text,
	"restored_from" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_item_number_key" UNIQUE("history_id","number")
);
--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_history_id_user_content_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."user_content_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_user_idx" ON "content_versions" USING btree ("user_id");--> statement-breakpoint
-- Every existing item becomes its own version 1, made by its author when it was saved.
INSERT INTO "content_versions" ("history_id", "number", "user_id", "made", "title", "content", "metadata", "created_at")
SELECT "id", 1, "user_id", 'generated', "title", "content", "metadata", "created_at" FROM "user_content_history";
