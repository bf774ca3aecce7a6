import { addDays } from "@shared/dates";
import type { PlanPost } from "@shared/plans";
import type { DragEvent, KeyboardEvent } from "react";

// Native HTML5 drag and drop (decision 020): a mouse drags a post onto a day; touch and the
// keyboard move it by its date field or by Alt + arrows.
const POST_TYPE = "application/x-plan-post";

export type MovePost = (post: PlanPost, date: string) => void;

export const dragPost = (post: PlanPost) => ({
  draggable: true,
  onDragStart: (event: DragEvent) => {
    event.dataTransfer.setData(POST_TYPE, post.id);
    event.dataTransfer.effectAllowed = "move";
  },
});

/** A day that takes a dropped post: the post is found by id among the plan's. */
export const dropOnDay = (
  date: string,
  find: (id: string) => PlanPost | undefined,
  move: MovePost,
) => ({
  onDragOver: (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(POST_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
  },
  onDrop: (event: DragEvent) => {
    const post = find(event.dataTransfer.getData(POST_TYPE));
    if (!post) return;
    event.preventDefault();
    if (post.date !== date) move(post, date);
  },
});

const KEY_DAYS: Partial<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** Alt + ←/→ moves a focused post a day, Alt + ↑/↓ a week. */
export function moveByKey(event: KeyboardEvent, post: PlanPost, move: MovePost) {
  const days = event.altKey ? KEY_DAYS[event.key] : undefined;
  if (days === undefined) return;
  event.preventDefault();
  move(post, addDays(post.date, days));
}

export const MOVE_KEYS_HINT = "Alt + setas movem a publicação um dia ou uma semana.";
