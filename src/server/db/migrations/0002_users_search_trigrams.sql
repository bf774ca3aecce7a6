-- pg_trgm ships with PostgreSQL (a trusted extension since 13) and with PGlite, which loads it
-- in db/client.ts. Its GIN index answers LIKE '%text%' without reading every user.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (lower("name" || ' ' || "email") gin_trgm_ops);
