CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"problem_solution" text NOT NULL,
	"brand_values" text NOT NULL,
	"base_prompt" text DEFAULT '' NOT NULL,
	"color" text,
	"words_to_use" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"words_to_avoid" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "user_content_history" ADD COLUMN "brand_name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_user_updated_idx" ON "brands" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "user_content_history" ADD CONSTRAINT "user_content_history_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_brand_created_idx" ON "user_content_history" USING btree ("brand_id","created_at" DESC NULLS LAST) WHERE "user_content_history"."brand_id" is not null;