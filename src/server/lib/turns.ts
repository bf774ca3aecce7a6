import { setImmediate as nextTurn } from "node:timers/promises";

/** How long queued work may hold the event loop in one turn before timers and I/O get theirs. */
export const TURN_SLICE_MS = 8;

let sliceStart = Number.NEGATIVE_INFINITY;
let turnOpen = false;

function closeTurn() {
  turnOpen = false;
}

/** The first call in a turn of the event loop starts its slice; the turn's end closes it. */
function openTurn() {
  turnOpen = true;
  sliceStart = performance.now();
  // Immediates run after this turn's I/O: queued before any waiter of a later turn, it lets
  // the first of them open the next slice.
  setImmediate(closeTurn);
}

/**
 * Resolves at once while the current turn of the event loop is young; otherwise on a later
 * turn, after timers and I/O had theirs. Called by work that comes in floods (hundreds of
 * streams' chunks), it keeps the server responsive under overload: the flood slows down
 * evenly instead of every other request waiting behind it. The waiters of a turn go in
 * arrival order.
 */
export async function takeTurn() {
  if (!turnOpen) openTurn();
  while (performance.now() - sliceStart >= TURN_SLICE_MS) {
    await nextTurn();
    if (!turnOpen) openTurn();
  }
}
