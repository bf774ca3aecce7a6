// @vitest-environment jsdom
import { DEMO_DRAFT_LABEL } from "@shared/generation/calendar";
import type { HistoryItem } from "@shared/generation/history";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { historyItemQueryOptions } from "@/lib/history-item";
import { HistoryItemDialog } from "./history-item-dialog";

afterEach(cleanup);

const item = (demo: boolean): HistoryItem => ({
  id: "3f1c1a5e-8d2b-4c1e-9f7a-2b6d8e4c0a11",
  contentType: "script",
  title: "Roteiro da fornada",
  content: "## Gancho\nPão quente às 6h.",
  createdAt: "2026-11-26T10:00:00.000Z",
  brandId: null,
  brandName: null,
  author: "Ana",
  calendar: null,
  basePrompt: null,
  demo,
  versions: 1,
  version: 1,
  strategy: null,
});

/** The dialog open on an item already loaded. */
function open(shown: HistoryItem) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(historyItemQueryOptions(shown.id).queryKey, shown);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HistoryItemDialog id={shown.id} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the history item's dialog", () => {
  it("says the demo composer wrote the item, in the dialog's description", async () => {
    open(item(true));
    const dialog = await screen.findByRole("dialog", { name: "Roteiro da fornada" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toContain(DEMO_DRAFT_LABEL);
  });

  it("shows no demo badge on a model's text", async () => {
    open(item(false));
    await screen.findByRole("dialog", { name: "Roteiro da fornada" });
    expect(screen.queryByText(DEMO_DRAFT_LABEL)).toBeNull();
  });
});
