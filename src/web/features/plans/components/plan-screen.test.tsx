// @vitest-environment jsdom
import type { GenerationJobView } from "@shared/generation/jobs";
import type { PlanDetail, PlanPost } from "@shared/plans";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAN_PIECES } from "@/app/plan-pieces";
import { toast } from "@/lib/toast";
import { planPost } from "./plan-post-fixture";
import { PlanScreen } from "./plan-screen";

const post = (id: string, fields: Partial<PlanPost> = {}): PlanPost =>
  planPost({ id, date: "2026-12-02", ...fields });

const plan: PlanDetail = {
  id: "plan-1",
  title: "Estratégia da Padaria",
  brandId: null,
  brandName: "Padaria Trigo Bom",
  brandColor: null,
  startDate: "2026-11-25",
  endDate: "2027-02-23",
  channels: ["instagram"],
  strategyHistoryId: null,
  author: "Ana",
  progress: { total: 2, ideia: 2, em_producao: 0, aprovado: 0, publicado: 0, ajustes_pedidos: 0 },
  posts: [post("a"), post("b", { date: "2026-12-04", channel: "tiktok", format: "Carrossel" })],
  authors: {},
  commercialDates: [{ date: "2026-11-27", name: "Black Friday" }],
  createdAt: "2026-11-24T00:00:00.000Z",
  updatedAt: "2026-11-24T00:00:00.000Z",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The plan's publishing (decision 063): nothing scheduled. */
const NO_PUBLISHING = { publishOnApproval: false, postingTimes: {}, publications: [] };

/**
 * The API: the plan's read answers `read`, the member's generation jobs `jobs`, its publishing
 * nothing scheduled; every other call waits for the test to answer it.
 */
function stubApi(read: () => Response, jobs: GenerationJobView[] = []) {
  const pending: ((response: Response) => void)[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes("/api/generate/jobs")) return Promise.resolve(json({ jobs }));
    if (String(input).includes("/api/publishing/")) return Promise.resolve(json(NO_PUBLISHING));
    if ((init?.method ?? "GET") === "GET") return Promise.resolve(read());
    return new Promise<Response>((resolve) => pending.push(resolve));
  });
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    respond: (response: Response) => pending.shift()?.(response),
    /** Answers every call still waiting (a slow typist's field may have saved twice). */
    respondAll: (response: () => Response) => {
      for (const resolve of pending.splice(0)) resolve(response());
    },
  };
}

function stubScreen(phone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

// Lista renders the fewest nodes: the tests that are not about the view use it.
function renderPlan(path = "/planos/plan-1?visao=lista") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PlanScreen id="plan-1" pieces={PLAN_PIECES} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => stubScreen(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom renders a screen of Radix dialogs slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });
describe("the plan page", { timeout: 20_000 }, () => {
  it("opens on Mês on a desktop, each post showing its channel, format, theme and status", async () => {
    stubApi(() => json(plan));
    renderPlan("/planos/plan-1");
    await screen.findByRole("heading", { name: "Estratégia da Padaria" });
    expect(screen.getByRole("tab", { name: "Mês" }).getAttribute("aria-selected")).toBe("true");
    const card = screen.getByRole("button", { name: /Tema b/ });
    expect(card.textContent).toContain("TikTok · Carrossel");
    expect(card.textContent).toContain("Ideia");
    expect(screen.getByText("Black Friday")).toBeTruthy();
    expect(screen.getByText("0 de 2 publicados")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe(
      "0 de 2 publicados",
    );
  });

  it("marks the posts a generation is writing ('Gerando…') or waiting to write ('Na fila')", async () => {
    const job = (postId: string, status: GenerationJobView["status"]): GenerationJobView => ({
      id: `00000000-0000-4000-8000-00000000000${postId === "a" ? 1 : 2}`,
      title: `Roteiro ${postId}`,
      tool: "script",
      status,
      historyId: null,
      postId,
      batch: "run-1",
      error: null,
      createdAt: "2026-11-29T04:00:00.000Z",
    });
    stubApi(() => json(plan), [job("a", "running"), job("b", "queued")]);
    renderPlan();
    expect(
      (await screen.findByRole("button", { name: /Tema a.*Gerando…/ })).textContent,
    ).not.toContain("Na fila");
    expect(screen.getByRole("button", { name: /Tema b.*Na fila/ })).toBeTruthy();
  });

  it("shows no mark on a post whose generation ended", async () => {
    stubApi(() => json(plan), []);
    renderPlan();
    const card = await screen.findByRole("button", { name: /Tema a/ });
    expect(card.textContent).not.toContain("Gerando…");
    expect(card.textContent).not.toContain("Na fila");
  });

  it("opens on Lista on a phone", async () => {
    stubScreen(true);
    stubApi(() => json(plan));
    renderPlan("/planos/plan-1");
    await screen.findByRole("heading", { name: "Estratégia da Padaria" });
    expect(screen.getByRole("tab", { name: "Lista" }).getAttribute("aria-selected")).toBe("true");
  });

  it("keeps to the channel and status of the address", async () => {
    stubApi(() => json(plan));
    renderPlan("/planos/plan-1?visao=lista&canal=tiktok");
    await screen.findByRole("heading", { name: "Estratégia da Padaria" });
    expect(screen.getByRole("tab", { name: "Lista" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("button", { name: /Tema a/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Tema b/ })).toBeTruthy();
  });

  it("shows a status change in the progress at once, and rolls it back with the server's reason when refused", async () => {
    const api = stubApi(() => json(plan));
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    renderPlan();
    await userEvent.click(await screen.findByRole("button", { name: /Tema a/ }));
    const panel = await screen.findByRole("dialog", { name: "Editar publicação" });
    await userEvent.selectOptions(within(panel).getByLabelText("Status"), "Publicado");
    expect(screen.getByText("1 de 2 publicados")).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledWith(
      expect.stringContaining("/api/plans/plan-1/posts/a"),
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ status: "publicado" }) }),
    );
    api.respond(json({ code: "VALIDATION_ERROR", message: "Status inválido." }, 400));
    await screen.findByText("0 de 2 publicados");
    expect(error).toHaveBeenCalledWith("Status inválido.");
    expect((within(panel).getByLabelText("Status") as HTMLSelectElement).value).toBe("ideia");
  });

  it("a post moved past the window's end shows at once in a month of its own, and goes back with the server's reason when refused", async () => {
    const api = stubApi(() => json(plan));
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    renderPlan("/planos/plan-1?post=a");
    const panel = await screen.findByRole("dialog", { name: "Editar publicação" });
    expect(screen.queryByText("Março de 2027")).toBeNull();
    fireEvent.change(within(panel).getByLabelText("Data"), { target: { value: "2027-03-08" } });
    expect(await screen.findByText("Março de 2027")).toBeTruthy();
    const tooFar =
      "A data deve ficar entre 24/11/2025 e 24/02/2028, até um ano antes ou depois do plano.";
    api.respond(json({ code: "UNPROCESSABLE", message: tooFar }, 422));
    await waitFor(() => expect(screen.queryByText("Março de 2027")).toBeNull());
    expect(error).toHaveBeenCalledWith(tooFar);
  });

  it("saves a text field once typing pauses and puts the text back when the server refuses it", async () => {
    const api = stubApi(() => json(plan));
    vi.spyOn(toast, "error").mockImplementation(() => {});
    renderPlan();
    await userEvent.click(await screen.findByRole("button", { name: /Tema a/ }));
    const panel = await screen.findByRole("dialog", { name: "Editar publicação" });
    const theme = within(panel).getByLabelText("Tema") as HTMLTextAreaElement;
    await userEvent.clear(theme);
    await userEvent.type(theme, "Pão quentinho");
    await vi.waitFor(
      () =>
        expect(api.fetch).toHaveBeenCalledWith(
          expect.stringContaining("/posts/a"),
          expect.objectContaining({ body: JSON.stringify({ theme: "Pão quentinho", basedOn: 1 }) }),
        ),
      { timeout: 5_000 },
    );
    expect(screen.getAllByText("Pão quentinho").length).toBeGreaterThan(0);
    api.respondAll(() =>
      json({ code: "VALIDATION_ERROR", message: "O tema aceita no máximo 300 caracteres." }, 400),
    );
    await vi.waitFor(() => expect(theme.value).toBe("Tema a"), { timeout: 5_000 });
  });

  it("opens the panel of the post the address names, and the panel closes with its button and with Escape", async () => {
    stubApi(() => json(plan));
    renderPlan("/planos/plan-1?visao=lista&post=b");
    const panel = await screen.findByRole("dialog", { name: "Editar publicação" });
    expect((within(panel).getByLabelText("Tema") as HTMLTextAreaElement).value).toBe("Tema b");
    await userEvent.click(within(panel).getByRole("button", { name: "Fechar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Tema a/ }));
    await screen.findByRole("dialog", { name: "Editar publicação" });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("moves a focused post a day with Alt + →, keeps focus on it and says where it went", async () => {
    const api = stubApi(() => json(plan));
    renderPlan();
    const card = await screen.findByRole("button", { name: /Tema a/ });
    card.focus();
    await userEvent.keyboard("{Alt>}{ArrowRight}{/Alt}");
    expect(api.fetch).toHaveBeenCalledWith(
      expect.stringContaining("/posts/a"),
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ date: "2026-12-03" }) }),
    );
    expect(screen.getByText("Publicação movida para quinta-feira, 3 de dezembro.")).toBeTruthy();
    const moved = screen.getByRole("button", { name: /Tema a/ });
    expect(moved.closest("[data-day]")?.getAttribute("data-day")).toBe("2026-12-03");
    await vi.waitFor(() => expect(document.activeElement).toBe(moved), { timeout: 5_000 });
  });

  describe("a post for Black Friday (27/11)", () => {
    const withBlackFriday: PlanDetail = {
      ...plan,
      posts: [post("bf", { date: "2026-11-27", commercialDate: "Black Friday" }), ...plan.posts],
    };
    const moveDialog = () =>
      screen.findByRole("dialog", { name: "Mover para depois da data comercial?" });
    const patched = (api: ReturnType<typeof stubApi>) =>
      api.fetch.mock.calls
        .filter(([, init]) => init?.method === "PATCH")
        .map(([, init]) => init?.body);
    /** The Black Friday post's card, focused, given `keys`; the API answers the plan. */
    async function moveByKeys(keys: string) {
      const api = stubApi(() => json(withBlackFriday));
      renderPlan();
      (await screen.findByRole("button", { name: /Tema bf/ })).focus();
      await userEvent.keyboard(keys);
      return api;
    }

    it("moves earlier with Alt + ← and keeps its mark, asking nothing", async () => {
      const api = await moveByKeys("{Alt>}{ArrowLeft}{/Alt}");
      expect(patched(api)).toEqual([JSON.stringify({ date: "2026-11-26" })]);
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("moved past its date with Alt + →, asks first; confirmed, it moves and loses the mark, and focus follows it", async () => {
      const api = await moveByKeys("{Alt>}{ArrowRight}{/Alt}");
      const dialog = await moveDialog();
      expect(dialog.textContent).toContain(
        "A publicação é para a Black Friday (27/11/2026). Em 28/11/2026 ela sai depois, e a marcação dessa data é removida.",
      );
      expect(patched(api)).toEqual([]);
      await userEvent.click(within(dialog).getByRole("button", { name: "Mover" }));
      expect(patched(api)).toEqual([JSON.stringify({ date: "2026-11-28", commercialDate: null })]);
      const moved = screen.getByRole("button", { name: /Tema bf/ });
      expect(moved.closest("[data-day]")?.getAttribute("data-day")).toBe("2026-11-28");
      await vi.waitFor(() => expect(document.activeElement).toBe(moved), { timeout: 5_000 });
    });

    it("stays where it is when the question is dismissed with Escape", async () => {
      const api = await moveByKeys("{Alt>}{ArrowDown}{/Alt}");
      await moveDialog();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(patched(api)).toEqual([]);
      const stayed = screen.getByRole("button", { name: /Tema bf/ });
      expect(stayed.closest("[data-day]")?.getAttribute("data-day")).toBe("2026-11-27");
      await vi.waitFor(() => expect(document.activeElement).toBe(stayed), { timeout: 5_000 });
    });

    it("moved past its date by the panel's date field, asks the same question", async () => {
      const api = stubApi(() => json(withBlackFriday));
      renderPlan("/planos/plan-1?visao=lista&post=bf");
      const panel = await screen.findByRole("dialog", { name: "Editar publicação" });
      fireEvent.change(within(panel).getByLabelText("Data"), { target: { value: "2026-12-01" } });
      const dialog = await moveDialog();
      await userEvent.click(within(dialog).getByRole("button", { name: "Mover" }));
      expect(patched(api)).toEqual([JSON.stringify({ date: "2026-12-01", commercialDate: null })]);
    });
  });

  it("renames the plan from its heading", async () => {
    const api = stubApi(() => json(plan));
    renderPlan();
    await userEvent.click(await screen.findByRole("button", { name: "Renomear plano" }));
    const field = screen.getByLabelText("Nome do plano");
    await userEvent.clear(field);
    await userEvent.type(field, "Plano de verão{Enter}");
    expect(screen.getByRole("heading", { name: "Plano de verão" })).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledWith(
      expect.stringContaining("/api/plans/plan-1"),
      expect.objectContaining({
        method: "PATCH",
        body: JSON.stringify({ title: "Plano de verão" }),
      }),
    );
  });

  it("says a plan that is not the account's was not found and offers a way back", async () => {
    stubApi(() => json({ code: "NOT_FOUND", message: "Plano não encontrado." }, 404));
    renderPlan();
    await screen.findByRole("heading", { name: "Plano não encontrado." });
    expect(screen.getByRole("link", { name: "Ver meus planos" }).getAttribute("href")).toBe(
      "/planos",
    );
  });
});
