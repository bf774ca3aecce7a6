// @vitest-environment jsdom
import type { PlanDetail, PlanPost } from "@shared/plans";
import type { MeUser } from "@shared/viewer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { memberViewer } from "../../../../../tests/helpers/me-user.ts";
import { planPost } from "./plan-post-fixture";
import { WeekRunButtons } from "./week-run-button";

const brandId = "0b7c1c4e-6c1f-4a55-9f0e-2d7f1f3a9b10";
const historyId = "3f1c1a5e-8d2b-4c1e-9f7a-2b6d8e4c0a11";

const post = (id: string, date: string, fields: Partial<PlanPost> = {}): PlanPost =>
  planPost({ id, date, channel: "instagram", ...fields });

const plan: PlanDetail = {
  id: "plan-1",
  title: "Estratégia da Padaria",
  brandId,
  brandName: "Padaria Trigo Bom",
  brandColor: null,
  startDate: "2026-11-30",
  endDate: "2027-02-28",
  channels: ["instagram"],
  strategyHistoryId: null,
  author: "Ana",
  progress: { total: 4, ideia: 3, em_producao: 1, aprovado: 0, publicado: 0, ajustes_pedidos: 0 },
  posts: [
    post("b", "2026-12-03"),
    post("a", "2026-12-01"),
    post("written", "2026-12-02", {
      scriptHistoryId: historyId,
      status: "em_producao",
      caption: { caption: "Pronta.", hashtags: [], altText: "", firstComment: "" },
    }),
    post("next-week", "2026-12-08"),
  ],
  authors: {},
  commercialDates: [],
  createdAt: "2026-11-24T00:00:00.000Z",
  updatedAt: "2026-11-24T00:00:00.000Z",
};

const pro: MeUser = { ...memberViewer, hasProAccess: true };

const stream = (last: object) =>
  new Response(`data: {"type":"start","demo":true}\n\ndata: ${JSON.stringify(last)}\n\n`, {
    headers: { "Content-Type": "text/event-stream" },
  });
const done = () =>
  stream({
    type: "done",
    historyId,
    version: 1,
    title: "T",
    content: "Roteiro",
    brandId,
    links: {},
  });

/**
 * The brand and the history answer at once; each tool's request waits until the test answers
 * it (or the button cancels it), to see the run between two posts.
 */
function stubFetch() {
  const pending: ((response: Response) => void)[] = [];
  const scripts: Record<string, unknown>[] = [];
  const captions: Record<string, unknown>[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    if (url.includes("/api/brands/")) {
      return Promise.resolve(Response.json({ id: brandId, basePrompt: "Voz da padaria" }));
    }
    (url.endsWith("/caption") ? captions : scripts).push(JSON.parse(init.body as string));
    return new Promise<Response>((resolve, reject) => {
      pending.push(resolve);
      init.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      );
    });
  });
  vi.stubGlobal("fetch", fetch);
  return { scripts, captions, respond: (response: Response) => pending.shift()?.(response) };
}

function renderButton(user: MeUser = pro, weekStart = "2026-11-30") {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, { user });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WeekRunButtons plan={plan} weekStart={weekStart} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The scripts' run reports first, the captions' second. */
const status = () => screen.getAllByRole("status")[0]!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Gerar roteiros da semana", () => {
  it("writes a script for each post of the week without one, in date order, saying how far it got", async () => {
    const { scripts, respond } = stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Gerar roteiros da semana" }));
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    expect(status().textContent).toBe("Gerando 1 de 2…");
    expect(scripts[0]).toMatchObject({ postId: "a", basePrompt: "Voz da padaria", brandId });

    respond(done());
    await vi.waitFor(() => expect(scripts).toHaveLength(2));
    expect(status().textContent).toBe("Gerando 2 de 2…");
    expect(scripts[1]).toMatchObject({ postId: "b", format: "video" });

    respond(done());
    await vi.waitFor(() => expect(status().textContent).toBe("2 de 2 roteiros gerados."));
  });

  it("stops at a failure and names the post that failed", async () => {
    const { scripts, respond } = stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Gerar roteiros da semana" }));
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    respond(stream({ type: "error", code: "AI_FAILED", message: "A IA não respondeu." }));
    await vi.waitFor(() =>
      expect(status().textContent).toBe(
        "Não foi possível gerar o roteiro de 01/12/2026 (Instagram · Reels): A IA não respondeu. 0 de 2 roteiros gerados.",
      ),
    );
    expect(scripts).toHaveLength(1);
  });

  it("cancels: the script in flight is dropped and no other starts", async () => {
    const { scripts } = stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Gerar roteiros da semana" }));
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await vi.waitFor(() =>
      expect(status().textContent).toBe("Geração cancelada: 0 de 2 roteiros gerados."),
    );
    expect(scripts).toHaveLength(1);
  });

  it("offers nothing for a week with no post left to script or caption", () => {
    stubFetch();
    renderButton(pro, "2026-12-14");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leads a user without Pro to the subscription, as the script tool does", () => {
    stubFetch();
    renderButton(memberViewer);
    expect(screen.queryByRole("button", { name: "Gerar roteiros da semana" })).toBeNull();
    const link = screen.getByRole("link", { name: "Gerar roteiros da semana (Pro)" });
    expect(link.getAttribute("href")).toBe("/profile?tab=subscription");
    const captions = screen.getByRole("link", { name: "Gerar legendas da semana (Pro)" });
    expect(captions.getAttribute("href")).toBe("/profile?tab=subscription");
  });
});

describe("Gerar legendas da semana", () => {
  const captionsStatus = () => screen.getAllByRole("status")[1]!;

  it("writes a caption for each post of the week without one, in date order, from the post's fields", async () => {
    const { captions, scripts, respond } = stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Gerar legendas da semana" }));
    await vi.waitFor(() => expect(captions).toHaveLength(1));
    expect(captionsStatus().textContent).toBe("Gerando 1 de 2…");
    expect(captions[0]).toMatchObject({
      postId: "a",
      basePrompt: "Voz da padaria",
      brandId,
      channel: "instagram",
      format: "Reels",
      theme: "Tema a",
    });

    respond(done());
    await vi.waitFor(() => expect(captions).toHaveLength(2));
    expect(captions[1]).toMatchObject({ postId: "b" });
    respond(done());
    await vi.waitFor(() => expect(captionsStatus().textContent).toBe("2 de 2 legendas geradas."));
    expect(scripts).toHaveLength(0);
  });

  it("stops at a failure and names the post whose caption failed", async () => {
    const { captions, respond } = stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Gerar legendas da semana" }));
    await vi.waitFor(() => expect(captions).toHaveLength(1));
    respond(stream({ type: "error", code: "AI_FAILED", message: "A IA não respondeu." }));
    await vi.waitFor(() =>
      expect(captionsStatus().textContent).toBe(
        "Não foi possível gerar a legenda de 01/12/2026 (Instagram · Reels): A IA não respondeu. 0 de 2 legendas geradas.",
      ),
    );
    expect(captions).toHaveLength(1);
  });
});
