import type { FeedbackEntry } from "@shared/approval";
import { describe, expect, it } from "vitest";
import { mergeEntries } from "./thread-entries";

const entry = (id: string, createdAt: string): FeedbackEntry => ({
  id,
  author: "client",
  clientName: "Ana",
  body: id,
  decision: "changes",
  postVersion: 1,
  createdAt,
});

describe("a thread's messages on the client's page", () => {
  it("keeps each message once, oldest first, when a new latest page overlaps what is shown", () => {
    const shown = [entry("b", "2026-11-02T10:00:00.000Z"), entry("c", "2026-11-03T10:00:00.000Z")];
    const latest = [entry("c", "2026-11-03T10:00:00.000Z"), entry("d", "2026-11-04T10:00:00.000Z")];
    const older = [entry("a", "2026-11-01T10:00:00.000Z")];
    expect(mergeEntries(older, shown, latest).map((e) => e.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("orders messages of the same instant by id, as the server pages them", () => {
    const at = "2026-11-01T10:00:00.000Z";
    expect(mergeEntries([entry("f", at)], [entry("e", at)]).map((e) => e.id)).toEqual(["e", "f"]);
  });
});
