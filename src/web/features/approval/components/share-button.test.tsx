// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordFetch } from "../../../../../tests/helpers/recording-fetch";
import { ShareButton } from "./share-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = { id: "5b0c7a52-0a51-4d0e-9a33-6f1f0d1d2e3f", title: "Plano Verão" };
const url = "https://app.exemplo.com.br/aprovacao/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd";
const active = {
  id: "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b",
  createdAt: "2026-11-20T10:00:00Z",
  expiresAt: null,
  lastVisitAt: "2026-11-23T15:30:00Z",
};

/** The links API as the dialog calls it. */
const stubApi = () =>
  recordFetch(({ method, path }) => {
    if (method === "GET") return Response.json([active]);
    if (method === "DELETE") return new Response(null, { status: 204 });
    const created = path.endsWith("/replace") ? `${url}2` : url;
    return Response.json(
      { ...active, id: "novo", lastVisitAt: null, url: created },
      { status: 201 },
    );
  });

async function openDialog() {
  const calls = stubApi();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ShareButton plan={plan} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Compartilhar com cliente" }));
  return { user, calls, dialog: screen.getByRole("dialog", { name: "Compartilhar com cliente" }) };
}

describe("sharing a plan with a client", () => {
  it("lists the active links with their creation and last visit", async () => {
    const { dialog } = await openDialog();
    await within(dialog).findByText(/Criado em 20\/11\/2026 · sem prazo/);
    expect(within(dialog).getByText(/^Última visita em 23\/11\/2026 às \d\d:30$/)).toBeTruthy();
  });

  it("creates a link with the chosen expiry, to copy or send by WhatsApp", async () => {
    const { user, calls, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("radio", { name: "7 dias" }));
    await user.click(within(dialog).getByRole("button", { name: "Criar link" }));
    await within(dialog).findByText(url);
    expect(calls).toContainEqual({
      method: "POST",
      path: `/api/plans/${plan.id}/shares`,
      body: { expiresIn: "7" },
    });
    expect(within(dialog).getByRole("button", { name: "Copiar link" })).toBeTruthy();
    const whatsapp = within(dialog).getByRole("link", { name: "Enviar pelo WhatsApp" });
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=Ol%C3%A1!/);
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain(url);
  });

  it("revokes a link, and replaces one with a new URL", async () => {
    const { user, calls, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole("button", { name: "Substituir" }));
    await within(dialog).findByText(`${url}2`);
    await user.click(within(dialog).getByRole("button", { name: "Revogar" }));
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
        expect.arrayContaining([
          `POST /api/plans/${plan.id}/shares/${active.id}/replace`,
          `DELETE /api/plans/${plan.id}/shares/${active.id}`,
        ]),
      ),
    );
  });
});
