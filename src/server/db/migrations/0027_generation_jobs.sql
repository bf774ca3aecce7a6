CREATE TABLE "generation_job_events" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"attempt" integer NOT NULL,
	"event" jsonb NOT NULL,
	CONSTRAINT "generation_job_events_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"title" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"slot_id" uuid,
	"last_event" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer,
	"history_id" uuid,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "generation_job_events" ADD CONSTRAINT "generation_job_events_job_id_generation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."generation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_user_status_idx" ON "generation_jobs" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ai_calls_job_idx" ON "ai_calls" USING btree ("job_id","attempt");