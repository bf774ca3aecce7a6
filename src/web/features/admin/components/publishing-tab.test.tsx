// @vitest-environment jsdom
import type { AdminPublishingFailure } from "@shared/publishing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PublishingTab } from "./publishing-tab";

const FAILURE: AdminPublishingFailure = {
  id: "f1",
  workspaceName: "Agência Aurora",
  brandName: "Padaria Trigo Bom",
  network: "instagram",
  status: "failed",
  reason: "O Instagram recusou a legenda.",
  attempts: 2,
  scheduledFor: "2026-11-29T12:00:00.000Z",
  updatedAt: "2026-11-29T12:01:00.000Z",
};

/** The admin's failures answer these, one after the other (the last one from then on). */
function answers(...responses: (() => Response)[]) {
  const last = responses.at(-1)!;
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve((responses.shift() ?? last)())),
  );
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PublishingTab />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin's publishing failures", () => {
  it("says there are none when none failed", async () => {
    answers(() => Response.json([]));
    renderTab();
    expect(await screen.findByText("Nenhuma falha de publicação.")).toBeTruthy();
  });

  it("lists each failure with its team, brand, network, state and Meta's reason", async () => {
    answers(() => Response.json([FAILURE]));
    renderTab();
    expect(await screen.findByText(FAILURE.reason!)).toBeTruthy();
    for (const text of ["Agência Aurora", "Padaria Trigo Bom", "Instagram", "Falhou"]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it("says the list could not be read, and reads it again when asked", async () => {
    answers(
      () => Response.json({ message: "Erro interno." }, { status: 500 }),
      () => Response.json([FAILURE]),
    );
    renderTab();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Não foi possível carregar as falhas de publicação");
    await userEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByText(FAILURE.reason!)).toBeTruthy();
  });
});
