// @vitest-environment jsdom
import type { ActivityLine } from "@shared/activity";
import type { MeUser } from "@shared/viewer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { ActivityScreen } from "./activity-screen";
import { brandId, type Call, stubApi, viewerWithRole } from "./team-fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const line = (id: string, fields: Partial<ActivityLine>): ActivityLine => ({
  id,
  kind: "generated",
  actorId: "u2",
  actor: "Bruno Lima",
  brandId,
  brandName: "Padaria Trigo Bom",
  planId: null,
  postId: null,
  historyId: null,
  subject: "",
  detail: "strategy",
  createdAt: minutesAgo(5),
  ...fields,
});

const firstPage = [
  line("1", { subject: "Estratégia de Natal" }),
  line("2", {
    kind: "client_changes",
    actorId: null,
    actor: "Cliente",
    postId: "p1",
    subject: "Pão de queijo",
    detail: null,
  }),
  line("3", {
    actorId: null,
    actor: "ex-membro",
    kind: "moved",
    postId: "p2",
    subject: "Sonho",
    detail: "2026-12-05",
  }),
];
const secondPage = [
  line("4", {
    kind: "removed",
    brandId: null,
    brandName: null,
    subject: "Caio",
    detail: null,
    createdAt: minutesAgo(60 * 30),
  }),
];

type Answer = (call: Call & { query: URLSearchParams }) => Response | undefined;

function renderActivity(viewer: MeUser, answer: Answer) {
  const calls: (Call & { query: URLSearchParams })[] = [];
  stubApi((call) => {
    if (call.method === "GET" && call.path === "/api/workspaces/members") {
      return Response.json({
        items: [
          {
            userId: "u1",
            name: "Ana Souza",
            email: "a@x.com",
            role: "owner",
            brandIds: null,
            joinedAt: minutesAgo(1),
          },
          {
            userId: "u2",
            name: "Bruno Lima",
            email: "b@x.com",
            role: "editor",
            brandIds: null,
            joinedAt: minutesAgo(1),
          },
        ],
      });
    }
    if (call.method === "GET" && call.path === "/api/brands") {
      return Response.json({
        items: [{ id: brandId, brandName: "Padaria Trigo Bom" }],
        lastUsedId: null,
      });
    }
    return undefined;
  });
  // The activity's own requests, with their query, answered by the test.
  const stubbed = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const url = new URL(request.url, "http://x");
      if (url.pathname === "/api/workspaces/activity") {
        const call = {
          method: request.method,
          path: url.pathname,
          body: undefined,
          query: url.searchParams,
        };
        calls.push(call);
        return answer(call) ?? Response.json({ items: [], nextCursor: null });
      }
      return stubbed(input, init);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, { user: viewer });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ActivityScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const pages: Answer = ({ query }) =>
  Response.json(
    query.get("cursor")
      ? { items: secondPage, nextCursor: null }
      : { items: firstPage, nextCursor: "2026-11-26T12:00:00.000Z_3" },
  );

const lineTexts = () =>
  within(screen.getByRole("list", { name: "Atividade" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the Atividade page", () => {
  it("says each line as a sentence with who did it and how long ago, the client and former members included", async () => {
    renderActivity(viewerWithRole("owner"), pages);
    await screen.findByRole("list", { name: "Atividade" });
    expect(lineTexts()).toEqual([
      "Bruno Lima gerou uma estratégia para Padaria Trigo Bom · há 5 minEstratégia de Natal",
      "Cliente pediu ajustes no post “Pão de queijo” · há 5 min",
      "ex-membro moveu o post “Sonho” para 05/12/2026 · há 5 min",
    ]);
  });

  it("“Carregar mais” reads the next page from where the last one ended", async () => {
    const { calls, user } = renderActivity(viewerWithRole("admin"), pages);
    await user.click(await screen.findByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText(/removeu Caio/)).toBeTruthy();
    expect(calls.map((call) => call.query.get("cursor"))).toEqual([
      null,
      "2026-11-26T12:00:00.000Z_3",
    ]);
    expect(lineTexts()).toHaveLength(4);
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
    expect(screen.getByText("4 registros exibidos.")).toBeTruthy();
  });

  it("filters by member and by brand", async () => {
    const { calls, user } = renderActivity(viewerWithRole("owner"), pages);
    await screen.findByRole("list", { name: "Atividade" });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Membro" }), "u2");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Marca" }), brandId);
    await vi.waitFor(() => expect(calls.at(-1)?.query.get("brand")).toBe(brandId));
    expect(calls.at(-1)?.query.get("member")).toBe("u2");
  });

  it("says when there is nothing yet, and when a filter finds nothing", async () => {
    const { user } = renderActivity(viewerWithRole("owner"), () => undefined);
    expect(await screen.findByText(/Nenhuma atividade ainda/)).toBeTruthy();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Membro" }), "u2");
    expect(await screen.findByText("Nenhuma atividade encontrada.")).toBeTruthy();
  });

  it("offers to try again when the log cannot be read", async () => {
    let fail = true;
    const { user } = renderActivity(viewerWithRole("owner"), (call) =>
      fail ? Response.json({ message: "Falhou." }, { status: 500 }) : pages(call),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Não foi possível carregar a atividade.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("list", { name: "Atividade" })).toBeTruthy();
  });

  it("an Editor is told who may see it, and nothing is asked of the server", async () => {
    const { calls } = renderActivity(viewerWithRole("editor"), pages);
    expect(
      await screen.findByText(/Só o Proprietário e os Administradores veem a atividade/),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
