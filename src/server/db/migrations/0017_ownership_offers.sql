CREATE TABLE "ownership_offers" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"to_user_id" text NOT NULL,
	"from_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_member_fk" FOREIGN KEY ("workspace_id","to_user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ownership_offers_to_user_idx" ON "ownership_offers" USING btree ("to_user_id");