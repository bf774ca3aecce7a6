-- Posts, plans and the strategies' calendars store a channel's value ("instagram"), not its
-- label ("Instagram"): the labels are shown, the values are what the code looks channels up
-- by (issue 29). A label or value in any case maps to its value; a channel typed by hand that
-- is none of ours becomes the plan's first channel (else Instagram), and the post's notes keep
-- what was typed.
CREATE FUNCTION channel_value_0018(stored text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lower(btrim(stored))
    WHEN 'instagram' THEN 'instagram'
    WHEN 'facebook' THEN 'facebook'
    WHEN 'linkedin' THEN 'linkedin'
    WHEN 'youtube' THEN 'youtube'
    WHEN 'tiktok' THEN 'tiktok'
    WHEN 'twitter/x' THEN 'twitter'
    WHEN 'twitter' THEN 'twitter'
    WHEN 'x' THEN 'twitter'
    WHEN 'whatsapp status' THEN 'whatsapp_status'
    WHEN 'whatsapp_status' THEN 'whatsapp_status'
    WHEN 'whatsapp' THEN 'whatsapp_status'
    WHEN 'whatsapp canal' THEN 'whatsapp_canal'
    WHEN 'whatsapp_canal' THEN 'whatsapp_canal'
  END
$$;
--> statement-breakpoint
UPDATE "plans" SET "channels" = coalesce((
  SELECT jsonb_agg("known"."value" ORDER BY "known"."first")
  FROM (
    SELECT channel_value_0018("e"."stored") AS "value", min("e"."ord") AS "first"
    FROM jsonb_array_elements_text("plans"."channels") WITH ORDINALITY AS "e"("stored", "ord")
    WHERE channel_value_0018("e"."stored") IS NOT NULL
    GROUP BY 1
  ) AS "known"
), '[]'::jsonb)
WHERE jsonb_typeof("channels") = 'array';
--> statement-breakpoint
UPDATE "plan_posts" AS "p" SET
  "notes" = CASE
    WHEN channel_value_0018("p"."channel") IS NULL
      THEN concat_ws(E'\n\n', nullif("p"."notes", ''), 'Canal informado: ' || "p"."channel")
    ELSE "p"."notes"
  END,
  "channel" = coalesce(
    channel_value_0018("p"."channel"),
    (SELECT "pl"."channels"->>0 FROM "plans" AS "pl" WHERE "pl"."id" = "p"."plan_id"),
    'instagram'
  )
WHERE "p"."channel" IS DISTINCT FROM channel_value_0018("p"."channel");
--> statement-breakpoint
UPDATE "user_content_history" SET "metadata" = jsonb_set("metadata", '{calendar,slots}', (
  SELECT coalesce(jsonb_agg(
    jsonb_set("s"."slot", '{channel}', to_jsonb(coalesce(channel_value_0018("s"."slot"->>'channel'), 'instagram')))
    ORDER BY "s"."ord"
  ), '[]'::jsonb)
  FROM jsonb_array_elements("metadata"->'calendar'->'slots') WITH ORDINALITY AS "s"("slot", "ord")
))
WHERE jsonb_typeof("metadata"->'calendar'->'slots') = 'array';
--> statement-breakpoint
DROP FUNCTION channel_value_0018(text);
