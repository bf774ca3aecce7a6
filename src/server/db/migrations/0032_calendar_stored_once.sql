-- A strategy's calendar is stored once, as data in its metadata; its section of the text is
-- rendered from it when the text is read (src/shared/generation/rendered.ts, decision 048). The
-- section the code appended until now is taken off every strategy's text whose metadata holds a
-- calendar: the item's and each version's, each on its own metadata, so a restored version
-- renders its own calendar. The greedy `(.*)` keeps the text up to the last heading, where the
-- appended section began.
UPDATE "user_content_history"
SET "content" = substring("content" from '^(.*)\n\n## Calendário de publicações \(')
WHERE "content_type" = 'strategy'
  AND jsonb_typeof("metadata" -> 'calendar' -> 'slots') = 'array'
  AND "content" ~ '\n\n## Calendário de publicações \(';
--> statement-breakpoint
UPDATE "content_versions" AS "v"
SET "content" = substring("v"."content" from '^(.*)\n\n## Calendário de publicações \(')
FROM "user_content_history" AS "h"
WHERE "h"."id" = "v"."history_id"
  AND "h"."content_type" = 'strategy'
  AND jsonb_typeof("v"."metadata" -> 'calendar' -> 'slots') = 'array'
  AND "v"."content" ~ '\n\n## Calendário de publicações \(';
