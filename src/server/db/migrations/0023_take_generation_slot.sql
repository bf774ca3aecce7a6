-- A generation's slot in one statement (issue 47: the admission's four round trips were on the
-- way to the first token). Called from the statement that reads the allowance's totals. It
-- waits for the user's slots (across instances), then clears lapsed leases, counts and takes
-- one: being a volatile function, each of its statements sees what committed while it waited,
-- as the two statements of a transaction did.
CREATE FUNCTION "take_generation_slot"("p_user" text, "p_max" integer, "p_lease_seconds" integer)
RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "taken" uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('ai-slots:' || "p_user", 0));
  DELETE FROM "ai_generation_slots" WHERE "user_id" = "p_user" AND "lease_until" <= now();
  INSERT INTO "ai_generation_slots" ("user_id", "lease_until")
  SELECT "p_user", now() + make_interval(secs => "p_lease_seconds")
  WHERE (SELECT count(*) FROM "ai_generation_slots"
         WHERE "user_id" = "p_user" AND "lease_until" > now()) < "p_max"
  RETURNING "id" INTO "taken";
  RETURN "taken";
END
$$;
