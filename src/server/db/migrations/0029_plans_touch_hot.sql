-- Every change to a post touches its plan (0007). With `updated_at` in one of the plan's indexes,
-- each touch was a new row version with an entry in every index of plans (three index pages
-- written per change, the same few pages for every plan of an instance); indexed by workspace
-- only, the touch is a HOT update: the row's page alone (issue 47). "Meus planos" sorts a
-- workspace's plans by `updated_at` itself.
CREATE INDEX "plans_workspace_idx" ON "plans" USING btree ("workspace_id");--> statement-breakpoint
DROP INDEX "plans_workspace_updated_idx";
