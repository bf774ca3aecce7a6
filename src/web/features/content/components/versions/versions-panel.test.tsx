// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { memberViewer } from "../../../../../../tests/helpers/me-user.ts";
import { VersionsPanel, type VersionsView } from "./versions-panel";

const id = "3f1c1a5e-8d2b-4c1e-9f7a-2b6d8e4c0a11";
const summary = (number: number, made: string, extra: object = {}) => ({
  number,
  made,
  instruction: null,
  restoredFrom: null,
  author: "Ana",
  createdAt: "2026-11-26T12:00:00Z",
  title: "Roteiro",
  ...extra,
});
const listed = [
  summary(2, "ai_edit", { instruction: "Torne mais formal" }),
  summary(1, "generated"),
];
const texts: Record<string, string> = {
  "1": "Olá, pessoal! Hoje tem café.",
  "2": "Prezados clientes, hoje temos café.",
  "3": "Prezados clientes, hoje temos café coado.",
};

/** The versions' routes as the server answers them; `list` stands in for the GET of the list. */
function stubApi(list: () => Response = () => Response.json(listed)) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname.replace(`/api/history/${id}/versions`, "");
    if (init?.method === "POST" && path === "/1/restore")
      return Response.json({ number: 3, content: texts["1"], title: "Roteiro" }, { status: 201 });
    if (path === "") return list();
    const number = path.slice(1);
    return Response.json({ ...summary(Number(number), "generated"), content: texts[number] });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderPanel(start?: VersionsView) {
  const onRestored = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, { user: memberViewer });
  render(
    <QueryClientProvider client={queryClient}>
      <VersionsPanel
        historyId={id}
        open
        onOpenChange={() => {}}
        onRestored={onRestored}
        start={start}
      />
    </QueryClientProvider>,
  );
  return { onRestored };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the versions panel", () => {
  it("lists the versions newest first, saying how each was made", async () => {
    stubApi();
    renderPanel();
    const items = within(await screen.findByRole("list", { name: "Versões" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Versão 2atual",
      "Versão 1",
    ]);
    expect(items[0]?.textContent).toContain("Editado com IA: Torne mais formal");
  });

  it("opens a version's text and goes back to the list", async () => {
    stubApi();
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ver a versão 1" }));
    expect((await screen.findByTestId("version-text")).textContent).toBe(texts["1"]);
    expect(document.activeElement?.textContent).toBe("Versão 1");
    await user.click(screen.getByRole("button", { name: "Todas as versões" }));
    expect(screen.getByRole("list", { name: "Versões" })).toBeTruthy();
  });

  it("compares a version with the latest word by word, and another pair when picked", async () => {
    stubApi();
    renderPanel();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Comparar com a atual a versão 1" }),
    );
    const diff = await screen.findByRole("figure", {
      name: "Diferenças da versão 1 para a versão 2",
    });
    expect([...diff.querySelectorAll("del")].map((d) => d.textContent)).toContain(
      "removido: pessoal! fim",
    );
    expect([...diff.querySelectorAll("ins")].map((d) => d.textContent)).toContain(
      "adicionado: Prezados clientes fim",
    );
    await user.selectOptions(screen.getByLabelText("De"), "2");
    expect(
      await screen.findByRole("figure", { name: "Diferenças da versão 2 para a versão 2" }),
    ).toBeTruthy();
  });

  it("restores a version after a confirmation, and hands the new text over", async () => {
    const fetch = stubApi();
    const success = vi.spyOn(toast, "success");
    const { onRestored } = renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Restaurar a versão 1" }));
    expect(screen.getByText("Restaurar a versão 1?")).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Restaurar" }));
    await vi.waitFor(() =>
      expect(onRestored).toHaveBeenCalledExactlyOnceWith({
        number: 3,
        content: texts["1"],
        title: "Roteiro",
      }),
    );
    expect(success).toHaveBeenCalledWith("Versão 1 restaurada: agora é a versão 3.");
    // Based on the newest version the panel listed.
    const restore = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(restore?.[1]?.body))).toEqual({ basedOn: 2 });
  });

  it("a restore refused because the item moved on says so and shows what changed since", async () => {
    let moved = false;
    const fetch = stubApi(() => Response.json(moved ? [summary(3, "manual"), ...listed] : listed));
    const stale = {
      code: "STALE_VERSION",
      message: "Este conteúdo mudou desde que você o abriu. Nada foi salvo.",
    };
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (init?.method !== "POST") return stubbed(input, init);
      moved = true;
      return Response.json(stale, { status: 409 });
    });
    const { onRestored } = renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Restaurar a versão 1" }));
    await user.click(screen.getByRole("button", { name: "Restaurar" }));

    expect((await screen.findByRole("alert")).textContent).toBe(stale.message);
    const diff = await screen.findByRole("figure", {
      name: "Diferenças da versão 2 para a versão 3",
    });
    expect(
      [...diff.querySelectorAll("ins")].some((ins) => ins.textContent?.includes("coado")),
    ).toBe(true);
    expect(onRestored).not.toHaveBeenCalled();
  });

  it("opens on the diff a stale save asks for", async () => {
    stubApi();
    renderPanel({ kind: "compare", from: 1 });
    expect(
      await screen.findByRole("figure", { name: "Diferenças da versão 1 para a versão 2" }),
    ).toBeTruthy();
  });

  it("says when the versions cannot load, and tries again", async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? Response.json({ code: "INTERNAL", message: "Falhou" }, { status: 500 })
        : Response.json(listed),
    );
    renderPanel();
    expect(await screen.findByText("Não foi possível carregar as versões.")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("list", { name: "Versões" })).toBeTruthy();
  });

  it("says so when the item has no versions", async () => {
    stubApi(() => Response.json([]));
    renderPanel();
    expect(await screen.findByText("Este conteúdo ainda não tem versões.")).toBeTruthy();
  });
});
