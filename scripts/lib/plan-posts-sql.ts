// The posts of a synthetic plan, as SQL, shared by the scale seed (millions of rows) and the
// bench's own plans (one at a time), so both measure the same shape of data.

/** A strategy of 13 weeks at five posts a week: the largest plan the generator lays out. */
export const POSTS_PER_PLAN = 65;

/** How every seeded post's theme begins: a page shows its posts once this text is on it. */
export const SEEDED_THEME = "Tema da publicação";

/** The columns `postRowSql` fills, in its order. */
export const POST_COLUMNS =
  "id, plan_id, workspace_id, user_id, date, channel, format, theme, hook, call_to_action, commercial_date, status";

/**
 * One post's values as a select list, from SQL expressions for its id, plan, workspace,
 * author, the plan's start date and its number `i` in the plan (0..64): five weekdays a week
 * from the start, channels and formats in turn, a commercial date now and then, the first posts done.
 */
export function postRowSql(e: {
  id: string;
  planId: string;
  workspaceId: string;
  userId: string;
  start: string;
  i: string;
}) {
  return `${e.id}, ${e.planId}, ${e.workspaceId}, ${e.userId},
    ${e.start} + (${e.i} / 5) * 7 + ${e.i} % 5,
    (array['Instagram','TikTok','LinkedIn','Facebook','WhatsApp'])[1 + ${e.i} % 5],
    (array['Reels','Carrossel','Stories','Post','Vídeo curto'])[1 + (${e.i} / 5) % 5],
    '${SEEDED_THEME} ' || ${e.i} || ': bastidores da produção artesanal',
    'Você sabia que o pão de fermentação natural leva 24 horas para ficar pronto?',
    'Comente qual sabor você quer provar primeiro',
    case when ${e.i} % 20 = 7 then 'Black Friday' end,
    (array['publicado','aprovado','em_producao','ideia','ideia'])[1 + least(${e.i} / 13, 4)]`;
}
