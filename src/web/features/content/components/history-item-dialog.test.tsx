// @vitest-environment jsdom
import { DEMO_DRAFT_LABEL } from "@shared/generation/demo-posts";
import type { HistoryItem } from "@shared/generation/history";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { historyItemQueryOptions } from "@/features/content/api/history-item";
import { HistoryItemDialog } from "./history-item-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (demo: boolean, changes: Partial<HistoryItem> = {}): HistoryItem => ({
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
  ...changes,
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

const stream = (...events: object[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(""), {
    headers: { "Content-Type": "text/event-stream" },
  });

/** The API as the dialog reaches it: each answer by "METHOD /path"; the item by its GET. */
function stubApi(answers: Record<string, () => Response>) {
  const asked: { route: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? "GET"} ${new URL(url, "http://localhost").pathname}`;
    asked.push({ route, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const answer = answers[route];
    return answer ? answer() : Response.json({ message: "Não encontrado." }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return asked;
}

const itemPath = `/api/history/${item(false).id}`;

describe("the history item's dialog, generated again or in options", () => {
  it("streams the item generated again with an instruction, then shows it reloaded with its versions counted", async () => {
    const newer = item(false, { content: "## Gancho\nPão quente às 5h.", version: 2, versions: 2 });
    const asked = stubApi({
      "POST /api/generate/regenerate": () =>
        stream(
          { type: "start", demo: false },
          { type: "delta", text: "## Gancho\nPão quente às 5h." },
          {
            type: "done",
            historyId: newer.id,
            version: 2,
            title: newer.title,
            content: newer.content,
            brandId: null,
            links: {},
          },
        ),
      [`GET ${itemPath}`]: () => Response.json(newer),
    });
    open(item(false));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Gerar novamente com uma instrução" }),
    );
    await user.type(screen.getByLabelText("Instrução para gerar novamente"), "mais cedo");
    await user.click(screen.getByRole("button", { name: "Gerar novamente" }));

    const text = await screen.findByRole("region", { name: "Texto do conteúdo" });
    await within(text).findByText(/Pão quente às 5h/);
    await screen.findByText("2 versões");
    expect(document.activeElement).toBe(text);
    expect(screen.getByText("Conteúdo gerado.")).toBeTruthy();
    expect(asked.find((a) => a.route === "POST /api/generate/regenerate")?.body).toEqual({
      historyId: newer.id,
      instruction: "mais cedo",
    });
  });

  it("says in Portuguese why an item saved before its inputs were kept cannot be generated again, keeps its text, and offers the AI edit it points to", async () => {
    const refused = "Este conteúdo foi gerado antes de guardarmos as respostas do formulário.";
    stubApi({
      "POST /api/generate/regenerate": () =>
        Response.json({ code: "UNPROCESSABLE", message: refused }, { status: 422 }),
    });
    open(item(false));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Gerar novamente com uma instrução" }),
    );
    const field = screen.getByLabelText("Instrução para gerar novamente");
    await user.type(field, "mais curto{Enter}");

    expect((await screen.findByRole("alert")).textContent).toBe(refused);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole("region", { name: "Texto do conteúdo" }).textContent).toContain(
      "Pão quente às 6h.",
    );
    // The message points to "Editar": the AI edit chat is there, on the item's own version.
    await user.click(screen.getByRole("button", { name: "Editar" }));
    await screen.findByRole("dialog", { name: "Editar com IA" });
  });

  it("offers 3 options for a script's opening, moves focus to them, and keeps the one picked", async () => {
    const asked = stubApi({
      "POST /api/generate/variations": () =>
        Response.json({ options: ["Primeira", "Segunda", "Terceira"], demo: false, ticket: "t" }),
      "POST /api/generate/variations/choose": () =>
        Response.json({ historyId: item(false).id, content: "## Gancho\nSegunda", version: 4 }),
      [`GET ${itemPath}`]: () =>
        Response.json(item(false, { content: "## Gancho\nSegunda", version: 4, versions: 4 })),
    });
    open(item(false));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Gerar 3 opções" }));

    const group = await screen.findByRole("group", { name: "3 opções para a abertura do roteiro" });
    expect(document.activeElement).toBe(group);
    await user.click(within(group).getByRole("button", { name: "Usar esta: Opção 2 de 3" }));
    await screen.findByText(
      "Opção 2 de 3 salva como a versão mais recente. As outras estão em Versões.",
    );
    await screen.findByText("4 versões");
    expect(screen.getByRole("heading", { name: "Opções para a abertura do roteiro" })).toBe(
      document.activeElement,
    );
    expect(asked.find((a) => a.route === "POST /api/generate/variations/choose")?.body).toEqual({
      ticket: "t",
      chosen: 1,
    });
  });

  it("offers the diff when the item changed since its options were written", async () => {
    stubApi({
      "POST /api/generate/variations": () =>
        Response.json({ options: ["Primeira", "Segunda", "Terceira"], demo: false, ticket: "t" }),
      "POST /api/generate/variations/choose": () =>
        Response.json(
          { code: "STALE_VERSION", message: "Este conteúdo mudou desde que você o abriu." },
          { status: 409 },
        ),
    });
    open(item(false));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Gerar 3 opções" }));
    await user.click(await screen.findByRole("button", { name: "Usar esta: Opção 1 de 3" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "mudou desde que você o abriu",
    );
    await user.click(screen.getByRole("button", { name: "Ver diferenças" }));
    await screen.findByRole("dialog", { name: "Versões" });
  });

  it("generates a strategy again but offers it no options", async () => {
    stubApi({});
    open(item(false, { contentType: "strategy", title: "Estratégia da padaria" }));
    await screen.findByRole("dialog", { name: "Estratégia da padaria" });
    expect(screen.getByRole("button", { name: "Gerar novamente com uma instrução" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Gerar 3 opções" })).toBeNull();
  });
});
