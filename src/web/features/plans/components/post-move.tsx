import { brazilianDate, spokenDate } from "@shared/dates";
import type { CommercialDate } from "@shared/generation/calendar";
import { markAfterMove, withArticle } from "@shared/generation/commercial-dates";
import { spokenList } from "@shared/generation/window";
import type { PlanDetail, PlanPost, PostUpdate } from "@shared/plans";
import { useCallback, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";

type ChangePost = (
  variables: { postId: string; changes: PostUpdate },
  options?: { onError?: () => void },
) => void;

/** A move waiting for "Mover para depois da data comercial?". */
type PastDateMove = {
  post: PlanPost;
  date: string;
  /** The mark the post keeps there. */
  commercialDate: string | null;
  passed: CommercialDate[];
  focused: boolean;
};

const cardOf = (postId: string) =>
  document.querySelector<HTMLElement>(`[data-post-id="${postId}"]`);

/**
 * Moving a post (drag and drop, Alt + arrows, the panel's date field): one optimistic PATCH of
 * its date, said aloud, with focus kept on a card moved from the keyboard. Content about a
 * commercial date never goes out after it: moving a post past a date it is for asks first, and
 * the date leaves its mark.
 */
export function usePostMove(plan: PlanDetail, changePost: ChangePost) {
  const [announcement, setAnnouncement] = useState("");
  const [pastDate, setPastDate] = useState<PastDateMove | null>(null);
  // Kept past the dialog's close: focus goes back to the card, which a move re-rendered.
  const askedFor = useRef("");
  // Read through a ref: the memoized cards keep one onMove across the plan's changes.
  const commercialDates = useRef(plan.commercialDates);
  commercialDates.current = plan.commercialDates;

  // A post moved from the keyboard is rendered again on its new day (or, refused, on its old
  // one): focus follows it there.
  const refocus = useRef<{ id: string; date: string } | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    const { id, date } = refocus.current;
    const card = document.querySelector<HTMLElement>(`[data-day="${date}"] [data-post-id="${id}"]`);
    if (!card) return;
    refocus.current = null;
    card.focus();
  });

  const commit = useCallback(
    (post: PlanPost, changes: PostUpdate & { date: string }, focused: boolean) => {
      if (focused) refocus.current = { id: post.id, date: changes.date };
      changePost(
        { postId: post.id, changes },
        {
          onError: () => {
            if (focused) refocus.current = { id: post.id, date: post.date };
          },
        },
      );
      setAnnouncement(`Publicação movida para ${spokenDate(changes.date)}.`);
    },
    [changePost],
  );

  const onMove = useCallback(
    (post: PlanPost, date: string) => {
      const focused = (document.activeElement as HTMLElement | null)?.dataset.postId === post.id;
      const { passed, commercialDate } = markAfterMove(post, date, commercialDates.current);
      if (passed.length === 0) commit(post, { date }, focused);
      else {
        askedFor.current = post.id;
        setPastDate({ post, date, commercialDate, passed, focused });
      }
    },
    [commit],
  );

  const confirmation = (
    <ConfirmDialog
      open={pastDate !== null}
      title="Mover para depois da data comercial?"
      description={pastDate && pastDateText(pastDate)}
      confirmLabel="Mover"
      onConfirm={() => {
        if (!pastDate) return;
        const { post, date, commercialDate, focused } = pastDate;
        commit(post, { date, commercialDate }, focused);
        setPastDate(null);
      }}
      onClose={() => setPastDate(null)}
      returnFocusTo={() => cardOf(askedFor.current)}
    />
  );

  return { onMove, announcement, confirmation };
}

/** "A publicação é para a Black Friday (27/11/2026). Em 28/11/2026 ela sai depois da data…" */
function pastDateText({ date, passed }: PastDateMove) {
  const dates = spokenList(passed.map((d) => `${withArticle(d.name)} (${brazilianDate(d.date)})`));
  const which = passed.length === 1 ? "dessa data" : "dessas datas";
  return `A publicação é para ${dates}. Em ${brazilianDate(date)} ela sai depois, e a marcação ${which} é removida.`;
}
