// @vitest-environment jsdom
import type { MeUser } from "@shared/viewer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { memberViewer } from "../../../../tests/helpers/me-user.ts";
import { ProtectedRoute } from "./protected-route";

afterEach(cleanup);

const member = memberViewer;
const subscription = {
  planId: 1,
  planName: "Pro Mensal",
  status: "active",
  currentPeriodEnd: null,
};

function AuthProbe() {
  const location = useLocation();
  return <p>auth page, from {(location.state as { from: string }).from}</p>;
}

function renderAt(path: string, user: MeUser | null, requireSubscription = false) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, { user });
  const router = createMemoryRouter(
    [
      {
        path: "/tool",
        element: (
          <ProtectedRoute requireSubscription={requireSubscription}>
            <p>the tool</p>
          </ProtectedRoute>
        ),
      },
      { path: "/auth", element: <AuthProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("ProtectedRoute", () => {
  it("an anonymous visitor is sent to /auth with the origin and told why", async () => {
    const error = vi.spyOn(toast, "error");
    const router = renderAt("/tool?tab=x", null);
    expect(await screen.findByText("auth page, from /tool?tab=x")).toBeTruthy();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(error).toHaveBeenCalledWith("Acesso restrito", {
      id: "acesso-restrito",
      description: "Faça login para continuar.",
    });
  });

  it("a signed-in user sees a page that needs no subscription", () => {
    renderAt("/tool", member);
    expect(screen.getByText("the tool")).toBeTruthy();
  });

  it("a user without a subscription gets the Pro notice instead of a Pro tool", () => {
    renderAt("/tool", member, true);
    expect(screen.queryByText("the tool")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Assinatura necessária");
    expect(screen.getByRole("heading", { name: "Torne-se um usuário Pro" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Ver planos de assinatura" });
    expect(link.getAttribute("href")).toBe("/profile?tab=subscription");
  });

  it("the Pro notice shows a short sample of a strategy and of a script", () => {
    renderAt("/tool", member, true);
    expect(screen.getByRole("heading", { name: "O que você recebe com o Pro" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Exemplo de estratégia" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Exemplo de roteiro" })).toBeTruthy();
  });

  it("subscribers and admins use the Pro tools", () => {
    renderAt("/tool", { ...member, subscription, hasProAccess: true }, true);
    expect(screen.getByText("the tool")).toBeTruthy();
    cleanup();
    renderAt("/tool", { ...member, role: "admin", hasProAccess: true }, true);
    expect(screen.getByText("the tool")).toBeTruthy();
  });

  it("the page follows the API's access answer rather than judging the subscription itself", () => {
    renderAt("/tool", { ...member, subscription, hasProAccess: false }, true);
    expect(screen.queryByText("the tool")).toBeNull();
    expect(screen.getByRole("heading", { name: "Torne-se um usuário Pro" })).toBeTruthy();
  });
});
