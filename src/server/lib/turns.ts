import { setImmediate as nextTurn } from "node:timers/promises";

/** How long queued work may hold the event loop in one turn before timers and I/O get theirs. */
export const TURN_SLICE_MS = 8;

let sliceStart = Number.NEGATIVE_INFINITY;
let lastCall = Number.NEGATIVE_INFINITY;
let markScheduled = false;

function markTurn() {
  markScheduled = false;
  sliceStart = performance.now();
}

/**
 * Resolves at once while the current turn of the event loop is young; otherwise on a later
 * turn, after timers and I/O had theirs. Called by work that comes in floods (hundreds of
 * streams' chunks), it keeps the server responsive under overload: the flood slows down
 * evenly instead of every other request waiting behind it. A slice starts at the first call
 * after a quiet spell, or when the waiters of a later turn are let through.
 */
export async function takeTurn() {
  const now = performance.now();
  if (now - lastCall >= TURN_SLICE_MS) sliceStart = now;
  lastCall = now;
  while (performance.now() - sliceStart >= TURN_SLICE_MS) {
    // Immediates queued while immediates run wait for the next turn: the marker queued
    // first opens the slice, the waiters behind it go until the slice is spent.
    if (!markScheduled) {
      markScheduled = true;
      setImmediate(markTurn);
    }
    await nextTurn();
  }
}
