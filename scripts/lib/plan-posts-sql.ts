// The posts of a synthetic plan, as SQL, shared by the scale seed (millions of rows) and the
// bench's own plans (one at a time), so both measure the same shape of data.
import {
  instructionSql,
  LATEST_VERSION_COLUMNS,
  latestVersionSql,
  madeSql,
  versionAtSql,
} from "./content-versions-sql.ts";

/** A strategy of 13 weeks at five posts a week: the largest plan the generator lays out. */
export const POSTS_PER_PLAN = 65;

/** How every seeded post's theme begins: a page shows its posts once this text is on it. */
export const SEEDED_THEME = "Tema da publicação";

/** The columns `postRowSql` fills, in its order. */
export const POST_COLUMNS = `id, plan_id, workspace_id, user_id, date, channel, format, theme, hook,
  call_to_action, commercial_date, status, version, ${LATEST_VERSION_COLUMNS}`;

/**
 * One post's values as a select list, from SQL expressions for its id, plan, workspace,
 * author, the plan's start date, its number `i` in the plan (0..64) and its latest version's
 * number: five weekdays a week from the start, channels and formats in turn, a commercial date
 * now and then, the first posts done; the row is its latest version (decision 060).
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
    ${e.version}, ${latestVersionSql({ userId: e.userId, createdAt: "now()", version: e.version })}`;
}

/**
 * Inserts every version the posts `p` store (a caller may add a where clause and must add the
 * conflict clause): snapshots of their text fields (decision 042), numbered 1 to the one before
 * the post's `version` (its row is its latest, decision 060): the first laid out with the plan,
 * the others alternating AI and hand edits a minute apart.
 */
export const INSERT_POST_VERSIONS = `insert into post_versions (post_id, number, user_id, made,
                                     instruction, fields, created_at)
  select p.id, n, p.user_id, ${madeSql("n")}, ${instructionSql("n")},
         jsonb_build_object(
           'theme', 'Versão ' || n || '. ' || p.theme,
           'hook', p.hook, 'callToAction', p.call_to_action, 'notes', p.notes, 'caption', p.caption),
         ${versionAtSql("p.created_at", "n")}
  from plan_posts p, generate_series(1, p.version - 1) n`;
