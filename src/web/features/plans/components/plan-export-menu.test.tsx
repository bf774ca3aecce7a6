// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanExportMenu } from "./plan-export-menu";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const planId = "5b0c7a52-0a51-4d0e-9a33-6f1f0d1d2e3f";
const url = "https://app.exemplo.com.br/feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd.ics";
const links = {
  url,
  webcalUrl: url.replace("https:", "webcal:"),
  createdAt: "2026-11-24T10:00:00Z",
};

/** The API as this menu calls it: the feed's status, publishing and revoking. */
function stubApi(active: boolean) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const path = new URL(input instanceof Request ? input.url : String(input), "http://x")
        .pathname;
      calls.push(`${method} ${path}`);
      if (method === "POST") return Response.json(links, { status: 201 });
      if (method === "DELETE") return new Response(null, { status: 204 });
      return Response.json(
        active ? { active, createdAt: links.createdAt } : { active, createdAt: null },
      );
    }),
  );
  return calls;
}

async function openSubscription(active = false) {
  const calls = stubApi(active);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlanExportMenu planId={planId} title="Plano Verão" />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Exportar" }));
  await user.click(
    await screen.findByRole("menuitem", { name: "Assinar no Google Agenda / Outlook" }),
  );
  return { user, calls };
}

describe("the plan's export menu", () => {
  it("offers the plan's .ics and .csv as downloads", async () => {
    const user = userEvent.setup();
    stubApi(false);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlanExportMenu planId={planId} title="Plano Verão" />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Exportar" }));
    // The menu's code loads on this first click, and it opens once it has.
    const ics = await screen.findByRole("menuitem", { name: "Baixar .ics" });
    expect(ics.getAttribute("href")).toBe(`/api/plans/${planId}/export.ics`);
    expect(screen.getByRole("menuitem", { name: "Baixar .csv" }).getAttribute("href")).toBe(
      `/api/plans/${planId}/export.csv`,
    );
  });

  it("generates a subscription link and offers it to copy and to open in each calendar", async () => {
    const { user, calls } = await openSubscription();
    await user.click(await screen.findByRole("button", { name: "Gerar link de assinatura" }));
    const field = await screen.findByLabelText("Link da assinatura");
    expect((field as HTMLInputElement).value).toBe(url);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole("link", { name: "Abrir no Google Agenda" }).getAttribute("href")).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(links.webcalUrl)}`,
    );
    expect(
      screen.getByRole("link", { name: "Abrir no Outlook / Apple" }).getAttribute("href"),
    ).toBe(links.webcalUrl);
    expect(screen.getByRole("button", { name: "Copiar link" })).toBeTruthy();
    expect(calls).toContain(`POST /api/plans/${planId}/feed`);
  });

  it("asks before replacing an active link, and replaces nothing when cancelled", async () => {
    const { user, calls } = await openSubscription(true);
    expect(
      await screen.findByText(/Há um link de assinatura ativo desde 24\/11\/2026/),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Gerar novo link" }));
    const cancel = screen.getByRole("button", { name: "Cancelar" });
    expect(document.activeElement).toBe(cancel);
    expect(screen.getByText("Gerar um novo link?")).toBeTruthy();
    await user.click(cancel);
    expect(calls.filter((call) => call.startsWith("POST"))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Gerar novo link" }));
    await user.click(screen.getByRole("button", { name: "Gerar novo link" }));
    expect(((await screen.findByLabelText("Link da assinatura")) as HTMLInputElement).value).toBe(
      url,
    );
  });

  it("deactivates the subscription after asking", async () => {
    const { user, calls } = await openSubscription(true);
    await user.click(await screen.findByRole("button", { name: "Desativar assinatura" }));
    expect(screen.getByText("Desativar a assinatura?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Desativar assinatura" }));
    expect(await screen.findByRole("button", { name: "Gerar link de assinatura" })).toBeTruthy();
    expect(calls).toContain(`DELETE /api/plans/${planId}/feed`);
  });
});
