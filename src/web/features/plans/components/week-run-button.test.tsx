// @vitest-environment jsdom
import type { PlanDetail, PlanPost } from "@shared/plans";
import type { MeUser } from "@shared/viewer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLAN_PIECES } from "@/app/plan-pieces";
import { meQueryOptions } from "@/lib/auth";
import { JOBS_QUERY_KEY } from "@/lib/query-client";
import { memberViewer } from "../../../../../tests/helpers/me-user.ts";
import { PlanPiecesProvider } from "./plan-pieces";
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

type Job = { id: string; postId: string; status: string; error?: string };

/**
 * The brand answers at once; a week's run is queued (its inputs kept), and the member's jobs
 * are what the test says they are, read again when it says so.
 */
function stubFetch() {
  const batches: { kind: string; inputs: Record<string, unknown>[] }[] = [];
  const cancelled: string[] = [];
  let jobs: (Job & { tool: string })[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.includes("/api/brands/")) {
      return Promise.resolve(Response.json({ id: brandId, basePrompt: "Voz da padaria" }));
    }
    if (url.endsWith("/api/generate/batch")) {
      batches.push(JSON.parse(init?.body as string));
      return Promise.resolve(Response.json({ batch: "run-1", jobs: [] }, { status: 202 }));
    }
    const cancel = url.match(/\/api\/generate\/jobs\/([^/]+)\/cancel$/);
    if (cancel?.[1]) {
      cancelled.push(cancel[1]);
      return Promise.resolve(Response.json({ job: {} }));
    }
    return Promise.resolve(
      Response.json({
        jobs: jobs.map((job) => ({
          title: "T",
          historyId: null,
          batch: "run-1",
          error: null,
          createdAt: "2026-11-24T00:00:00.000Z",
          ...job,
        })),
      }),
    );
  });
  vi.stubGlobal("fetch", fetch);
  return {
    batches,
    cancelled,
    /** The server's jobs of the run now (the tool's kind on each). */
    setJobs: (tool: string, next: Job[]) => {
      jobs = next.map((job) => ({ ...job, tool }));
    },
  };
}

let queryClient: QueryClient;

function renderButton(user: MeUser = pro, weekStart = "2026-11-30") {
  queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, { user });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PlanPiecesProvider pieces={PLAN_PIECES}>
          <WeekRunButtons plan={plan} weekStart={weekStart} />
        </PlanPiecesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page reads the member's jobs again (it does every few seconds while one runs). */
const readJobs = () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });

/** The scripts' run reports first, the captions' second. */
const status = () => screen.getAllByRole("status")[0]!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Gerar roteiros da semana", () => {
  it("sends every post of the week without a script at once, in date order, and says how far the server got", async () => {
    const { batches, setJobs } = stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Gerar roteiros da semana" }));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.kind).toBe("script");
    expect(batches[0]?.inputs).toMatchObject([
      { postId: "a", basePrompt: "Voz da padaria", brandId },
      { postId: "b", format: "video" },
    ]);

    setJobs("script", [
      { id: "j1", postId: "a", status: "running" },
      { id: "j2", postId: "b", status: "queued" },
    ]);
    await readJobs();
    await vi.waitFor(() => expect(status().textContent).toBe("Gerando 1 de 2…"));
    setJobs("script", [
      { id: "j1", postId: "a", status: "done" },
      { id: "j2", postId: "b", status: "running" },
    ]);
    await readJobs();
    await vi.waitFor(() => expect(status().textContent).toBe("Gerando 2 de 2…"));
    setJobs("script", [
      { id: "j1", postId: "a", status: "done" },
      { id: "j2", postId: "b", status: "done" },
    ]);
    await readJobs();
    await vi.waitFor(() => expect(status().textContent).toBe("2 de 2 roteiros gerados."));
  });

  it("names the post that failed, the others written", async () => {
    const { setJobs } = stubFetch();
    setJobs("script", [
      { id: "j1", postId: "a", status: "failed", error: "A IA não respondeu." },
      { id: "j2", postId: "b", status: "done" },
    ]);
    renderButton();
    await vi.waitFor(() =>
      expect(status().textContent).toBe(
        "Não foi possível gerar o roteiro de 01/12/2026 (Instagram · Reels): A IA não respondeu. 1 de 2 roteiros gerados.",
      ),
    );
  });

  it("a page opened while the run goes on shows it, and 'Cancelar' cancels the posts not yet written", async () => {
    const { batches, cancelled, setJobs } = stubFetch();
    setJobs("script", [
      { id: "j1", postId: "a", status: "done" },
      { id: "j2", postId: "b", status: "running" },
    ]);
    renderButton();
    await vi.waitFor(() => expect(status().textContent).toBe("Gerando 2 de 2…"));
    expect(screen.getByRole("button", { name: "Gerando roteiros…" })).toHaveProperty(
      "disabled",
      true,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await vi.waitFor(() => expect(cancelled).toEqual(["j2"]));
    expect(batches).toHaveLength(0);
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

  it("sends a caption input for each post of the week without one, in date order, from the post's fields", async () => {
    const { batches, setJobs } = stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Gerar legendas da semana" }));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.kind).toBe("caption");
    expect(batches[0]?.inputs).toMatchObject([
      {
        postId: "a",
        basePrompt: "Voz da padaria",
        brandId,
        channel: "instagram",
        format: "Reels",
        theme: "Tema a",
      },
      { postId: "b" },
    ]);
    setJobs("caption", [
      { id: "c1", postId: "a", status: "done" },
      { id: "c2", postId: "b", status: "done" },
    ]);
    await readJobs();
    await vi.waitFor(() => expect(captionsStatus().textContent).toBe("2 de 2 legendas geradas."));
    // The scripts' run is another run: it reports nothing.
    expect(status().textContent).toBe("");
  });
});
