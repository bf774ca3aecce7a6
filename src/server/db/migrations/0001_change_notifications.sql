-- Every committed change to what the in-process caches hold (a user's session check, a user's
-- history pages) is announced on the "app_changes" channel as "<scope>:<user id>", whoever made
-- it: any instance, a script, psql. The caches drop that user's entries (docs/decisions/006).
CREATE FUNCTION "notify_change_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || NEW.id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_change_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('app_changes', TG_ARGV[0] || ':' || NEW.user_id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A plan's name is part of every subscriber's session check: any change drops them all.
CREATE FUNCTION "notify_all_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_ARGV[0] || ':*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_changes" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_id"('viewer');--> statement-breakpoint
CREATE TRIGGER "profiles_changes" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_id"('viewer');--> statement-breakpoint
CREATE TRIGGER "user_roles_changes" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_user_id"('viewer');--> statement-breakpoint
CREATE TRIGGER "sessions_changes" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_user_id"('viewer');--> statement-breakpoint
CREATE TRIGGER "subscriptions_changes" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_user_id"('viewer');--> statement-breakpoint
CREATE TRIGGER "subscription_plans_changes" AFTER INSERT OR UPDATE OR DELETE ON "subscription_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_change"('viewer');--> statement-breakpoint
CREATE TRIGGER "user_content_history_changes" AFTER INSERT OR UPDATE OR DELETE ON "user_content_history"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_by_user_id"('history');
