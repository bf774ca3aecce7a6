// @vitest-environment jsdom
import type { PostText } from "@shared/plans";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLAN_PIECES } from "@/app/plan-pieces";
import { toast } from "@/lib/toast";
import { planQueryOptions } from "../api/plans";
import { PlanPiecesProvider } from "./plan-pieces";
import { planPost } from "./plan-post-fixture";
import { PostVersions } from "./post-versions";
import { restorableFields } from "./restore-version-dialog";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const CAPTION = { caption: "Pão quentinho.", hashtags: ["#pao"], altText: "", firstComment: "" };
const first: PostText = {
  theme: "Pão",
  hook: "Gancho original",
  callToAction: "",
  notes: "",
  caption: null,
};
const latest: PostText = { ...first, hook: "Gancho da opção 2", caption: CAPTION };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("restoring a post's version", () => {
  it("offers every part that differs, leaving out one the version would empty", () => {
    expect(restorableFields(first, latest)).toEqual([
      { field: "hook", label: "Gancho", empties: false },
      {
        field: "caption",
        label: "Legenda (com hashtags, texto alternativo e primeiro comentário)",
        empties: true,
      },
    ]);
  });

  it("'Restaurar' asks first, and restoring version 1's hook sends the hook alone, keeping the caption", async () => {
    vi.spyOn(toast, "success").mockImplementation(() => {});
    const sent: { url: string; body: unknown }[] = [];
    const version = (number: number, fields: PostText) => ({
      number,
      made: number === 1 ? "generated" : "variation",
      instruction: number === 1 ? null : "Opção 2 de 3",
      restoredFrom: null,
      author: "Ana",
      createdAt: "2026-11-28T10:00:00.000Z",
      fields,
    });
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if ((init?.method ?? "GET") !== "GET") {
          sent.push({ url, body: JSON.parse(String(init?.body)) });
          return Promise.resolve(json({ number: 3, fields: { hook: "Gancho original" } }, 201));
        }
        if (url.endsWith("/versions/1")) return Promise.resolve(json(version(1, first)));
        if (url.endsWith("/versions/2")) return Promise.resolve(json(version(2, latest)));
        return Promise.resolve(
          json({
            latest: 2,
            versions: [
              { ...version(2, latest), changed: ["hook", "caption"] },
              { ...version(1, first), changed: [] },
            ],
          }),
        );
      }),
    );
    const post = planPost({ id: "a", planId: "plan-1", ...latest, version: 2 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(planQueryOptions("plan-1").queryKey, {
      id: "plan-1",
      posts: [post],
    } as never);
    render(
      <QueryClientProvider client={queryClient}>
        <PlanPiecesProvider pieces={PLAN_PIECES}>
          <PostVersions planId="plan-1" post={post} onRefused={() => {}} />
        </PlanPiecesProvider>
      </QueryClientProvider>,
    );

    expect(await screen.findByText("Variação: Opção 2 de 3 · gancho e legenda")).toBeTruthy();
    expect(screen.getByText("Criada com o plano")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Restaurar a versão 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Restaurar a versão 1?" });
    const hook = await screen.findByRole("checkbox", { name: "Gancho" });
    const caption = screen.getByRole("checkbox", { name: /Legenda/ });
    expect(sent).toEqual([]);
    expect([(hook as HTMLInputElement).checked, (caption as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);
    expect(dialog.textContent).toContain("Vazio nesta versão: restaurar apaga o texto atual.");

    await userEvent.click(screen.getByRole("button", { name: "Restaurar" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain("/posts/a/versions/1/restore");
    expect(sent[0]!.body).toEqual({ basedOn: 2, fields: ["hook"] });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
