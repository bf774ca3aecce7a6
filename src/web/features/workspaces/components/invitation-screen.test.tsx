// @vitest-environment jsdom
import { INVITATION_INVALID, type InvitationPreview } from "@shared/invitations";
import type { MeUser } from "@shared/viewer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { memberViewer } from "../../../../../tests/helpers/me-user.ts";
import { InvitationScreen } from "./invitation-screen";
import { type Call, stubApi } from "./team-fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = "T".repeat(43);
const preview: InvitationPreview = {
  workspaceName: "Agência Sol",
  inviterName: "Ana Souza",
  email: "bia@exemplo.com.br",
  role: "editor",
  accountExists: false,
  alreadyMember: false,
};

function renderInvitation(viewer: MeUser | null, answer: InvitationPreview | "dead" = preview) {
  const calls = stubApi((call: Call) => {
    if (call.method === "GET" && call.path === `/api/invitations/${token}`) {
      return answer === "dead"
        ? Response.json({ code: "NOT_FOUND", message: INVITATION_INVALID }, { status: 404 })
        : Response.json(answer);
    }
    if (call.path.endsWith("/accept") || call.path.endsWith("/sign-up")) {
      return Response.json({ workspaceId: "w2", workspaceName: "Agência Sol" });
    }
    if (call.path === "/api/me") return Response.json({ user: viewer });
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, { user: viewer });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <InvitationScreen token={token} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe("the invitation's page", () => {
  it("signed out, offers the sign-up with the invited address shown and locked", async () => {
    const { calls, user } = renderInvitation(null);
    await screen.findByRole("heading", { name: "Convite para Agência Sol" });
    expect(screen.getByText(/Ana Souza convidou você .* como Editor/)).toBeTruthy();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("bia@exemplo.com.br");
    expect(email.readOnly).toBe(true);
    await user.type(screen.getByLabelText("Nome Completo"), "Bia Nova");
    await user.type(screen.getByLabelText("Senha"), "senha-segura-123");
    await user.type(screen.getByLabelText("Confirmar Senha"), "senha-segura-123");
    await user.click(screen.getByRole("button", { name: "Criar conta e entrar na equipe" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: `/api/invitations/${token}/sign-up`,
        body: {
          fullName: "Bia Nova",
          password: "senha-segura-123",
          passwordConfirm: "senha-segura-123",
        },
      }),
    );
  });

  it("signed out with an account at that address, sends to sign in and back", async () => {
    renderInvitation(null, { ...preview, accountExists: true });
    const link = await screen.findByRole("link", { name: "Entrar" });
    expect(link.getAttribute("href")).toBe("/auth");
    expect(screen.queryByLabelText("Senha")).toBeNull();
  });

  it("signed in with the invited address, accepts with one click", async () => {
    const { calls, user } = renderInvitation({ ...memberViewer, email: "bia@exemplo.com.br" });
    await user.click(await screen.findByRole("button", { name: "Aceitar convite" }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === `/api/invitations/${token}/accept`)).toBe(true),
    );
  });

  it("signed in with another address, says so and offers to sign out", async () => {
    renderInvitation(memberViewer);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Este convite foi enviado para bia@exemplo.com.br.",
    );
    expect(screen.getByText("Você entrou como ana@exemplo.com.br.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sair" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();
  });

  it("opened again by the member it made, leads into the team instead of 'Convite indisponível'", async () => {
    const { calls, user } = renderInvitation(
      { ...memberViewer, email: "bia@exemplo.com.br" },
      { ...preview, alreadyMember: true },
    );
    expect(await screen.findByText("Você já faz parte de Agência Sol.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Ir para o espaço de trabalho" }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === `/api/invitations/${token}/accept`)).toBe(true),
    );
  });

  it("a dead link: one page with the server's message, nothing to act on", async () => {
    renderInvitation(null, "dead");
    await screen.findByRole("heading", { name: "Convite indisponível" });
    expect(screen.getByRole("alert").textContent).toBe(INVITATION_INVALID);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
