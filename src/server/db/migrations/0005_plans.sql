CREATE TABLE "plan_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"format" text NOT NULL,
	"theme" text NOT NULL,
	"hook" text DEFAULT '' NOT NULL,
	"call_to_action" text DEFAULT '' NOT NULL,
	"commercial_date" text,
	"status" text DEFAULT 'ideia' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"script_history_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"brand_id" uuid,
	"brand_name" text,
	"strategy_history_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feed_token_hash" text,
	"feed_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_script_history_id_user_content_history_id_fk" FOREIGN KEY ("script_history_id") REFERENCES "public"."user_content_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_strategy_history_id_user_content_history_id_fk" FOREIGN KEY ("strategy_history_id") REFERENCES "public"."user_content_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_posts_plan_date_idx" ON "plan_posts" USING btree ("plan_id","date");--> statement-breakpoint
CREATE INDEX "plan_posts_user_date_idx" ON "plan_posts" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "plans_user_updated_idx" ON "plans" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plans_strategy_idx" ON "plans" USING btree ("strategy_history_id") WHERE "plans"."strategy_history_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_feed_token_idx" ON "plans" USING btree ("feed_token_hash") WHERE "plans"."feed_token_hash" is not null;