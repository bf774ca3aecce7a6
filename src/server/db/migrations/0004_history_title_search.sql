-- unaccent ships with PostgreSQL (trusted since 13) and with PGlite, which loads it in
-- db/client.ts. It is only STABLE (its dictionary could change), so an index cannot use it:
-- searchable() wraps it as IMMUTABLE, naming the dictionary and the schema so no search_path
-- (maintenance commands run with an empty one) changes what it means.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.searchable(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "history_title_search_idx" ON "user_content_history" USING gin (public.searchable("title") gin_trgm_ops);
