// The posts of a synthetic plan, as SQL, shared by the scale seed (millions of rows) and the
// bench's own plans (one at a time), so both measure the same shape of data.

/** A strategy of 13 weeks at five posts a week: the largest plan the generator lays out. */
export const POSTS_PER_PLAN = 65;

/** How every seeded post's theme begins: a page shows its posts once this text is on it. */
export const SEEDED_THEME = "Tema da publicação";

/** The columns `postRowSql` fills, in its order. */
export const POST_COLUMNS =
  "id, plan_id, workspace_id, user_id, date, channel, format, theme, hook, call_to_action, commercial_date, status, version";

/**
 * One post's values as a select list, from SQL expressions for its id, plan, workspace,
 * author, the plan's start date, its number `i` in the plan (0..64) and its latest version's
 * number: five weekdays a week from the start, channels and formats in turn, a commercial date
 * now and then, the first posts done.
 */
export function postRowSql(e: {
  id: string;
  planId: string;
  workspaceId: string;
  userId: string;
  start: string;
  i: string;
  version: string;
}) {
  return `${e.id}, ${e.planId}, ${e.workspaceId}, ${e.userId},
    ${e.start} + (${e.i} / 5) * 7 + ${e.i} % 5,
    (array['Instagram','TikTok','LinkedIn','Facebook','WhatsApp'])[1 + ${e.i} % 5],
    (array['Reels','Carrossel','Stories','Post','Vídeo curto'])[1 + (${e.i} / 5) % 5],
    '${SEEDED_THEME} ' || ${e.i} || ': bastidores da produção artesanal',
    'Você sabia que o pão de fermentação natural leva 24 horas para ficar pronto?',
    'Comente qual sabor você quer provar primeiro',
    case when ${e.i} % 20 = 7 then 'Black Friday' end,
    (array['publicado','aprovado','em_producao','ideia','ideia'])[1 + least(${e.i} / 13, 4)],
    ${e.version}`;
}

/**
 * Inserts every version of the posts `p` (a caller may add a where clause and must add the
 * conflict clause), numbered 1 to the post's `version`: snapshots of its text fields (decision
 * 042), the latest its own, the first laid out with the plan, the others alternating AI and
 * hand edits a minute apart.
 */
export const INSERT_POST_VERSIONS = `insert into post_versions (post_id, number, user_id, made,
                                     instruction, fields, created_at)
  select p.id, n, p.user_id,
         case when n = 1 then 'generated' when n % 2 = 0 then 'ai_edit' else 'manual' end,
         case when n > 1 and n % 2 = 0 then 'Torne mais formal' end,
         jsonb_build_object(
           'theme', case when n = p.version then p.theme else 'Versão ' || n || '. ' || p.theme end,
           'hook', p.hook, 'callToAction', p.call_to_action, 'notes', p.notes, 'caption', p.caption),
         p.created_at + (n - 1) * interval '1 minute'
  from plan_posts p, generate_series(1, p.version) n`;
