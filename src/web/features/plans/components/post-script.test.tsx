// @vitest-environment jsdom
import type { PlanDetail, PlanPost } from "@shared/plans";
import { SCRIPT_PREFILL_STATE, scriptPrefillOf } from "@shared/post-tools";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLAN_PIECES } from "@/app/plan-pieces";
import { PlanPiecesProvider } from "./plan-pieces";
import { planPost } from "./plan-post-fixture";
import { PostScript } from "./post-script";

const brandId = "0b7c1c4e-6c1f-4a55-9f0e-2d7f1f3a9b10";
const historyId = "3f1c1a5e-8d2b-4c1e-9f7a-2b6d8e4c0a11";

const post = planPost({
  id: "post-1",
  channel: "instagram",
  format: "Carrossel",
  theme: "5 pães para o café da manhã",
  hook: "Qual é o seu?",
  callToAction: "Salve este post",
});

const plan = {
  id: "plan-1",
  brandId,
  posts: [post],
} as PlanDetail;

function ScriptToolProbe() {
  const location = useLocation();
  return (
    <pre data-testid="probe">
      {JSON.stringify({ search: location.search, state: location.state })}
    </pre>
  );
}

function renderPost(shown: PlanPost) {
  const router = createMemoryRouter(
    [
      {
        path: "/planos/:id",
        element: (
          <PlanPiecesProvider pieces={PLAN_PIECES}>
            <PostScript plan={plan} post={shown} />
          </PlanPiecesProvider>
        ),
      },
      { path: "/script-creator", element: <ScriptToolProbe /> },
    ],
    { initialEntries: ["/planos/plan-1?post=post-1"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a post's script", () => {
  it("without one, Criar roteiro opens the script tool on the plan's brand with the post's fields", async () => {
    renderPost(post);
    await userEvent.click(screen.getByRole("link", { name: "Criar roteiro" }));
    const { search, state } = JSON.parse(screen.getByTestId("probe").textContent ?? "{}");
    expect(search).toBe(`?marca=${brandId}`);
    expect(state).toEqual({ [SCRIPT_PREFILL_STATE]: scriptPrefillOf(plan, post) });
  });

  it("with one, shows its title and text with Copiar and Abrir", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          Response.json({
            id: historyId,
            title: "Roteiro de Carrossel: 5 pães para o café da",
            content: "## Slide 1\nO **pão** de fermentação natural.",
            basePrompt: null,
          }),
        ),
      ),
    );
    renderPost({ ...post, scriptHistoryId: historyId, status: "em_producao" });
    await screen.findByText("Roteiro de Carrossel: 5 pães para o café da");
    expect(screen.getByText(/O pão de fermentação natural\./)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Criar roteiro" })).toBeNull();
    screen.getByRole("button", { name: "Copiar" });
    await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
    expect(
      screen.getByRole("dialog", { name: "Roteiro de Carrossel: 5 pães para o café da" }),
    ).toBeTruthy();
  });
});
