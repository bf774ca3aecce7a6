// @vitest-environment jsdom
import type { MeUser } from "@shared/viewer";
import type { WorkspaceMember } from "@shared/workspaces";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { type Call, stubApi, teamId, viewerWithRole } from "./team-fixtures";
import { TeamScreen } from "./team-screen";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = (userId: string, name: string, role: WorkspaceMember["role"]): WorkspaceMember => ({
  userId,
  name,
  email: `${userId}@exemplo.com.br`,
  role,
  brandIds: null,
  joinedAt: "2026-03-10T15:00:00.000Z",
});
const members = [member("u1", "Ana Souza", "owner"), member("u2", "Bruno Lima", "editor")];

type State = { offer: { toUserId: string; toName: string; createdAt: string } | null };

function renderTeam(viewer: MeUser, offersToMe: unknown[] = []) {
  const state: State = { offer: null };
  const calls = stubApi((call: Call) => {
    if (call.path === "/api/workspaces/members") return Response.json({ items: members });
    if (call.path === "/api/brands") return Response.json({ items: [], lastUsedId: null });
    if (call.path === "/api/workspaces/ownership-offers")
      return Response.json({ items: offersToMe });
    if (call.path === "/api/workspaces/ownership-offer") {
      if (call.method === "PUT") {
        state.offer = { toUserId: "u2", toName: "Bruno Lima", createdAt: "2026-11-26T12:00:00Z" };
      }
      if (call.method === "DELETE") {
        state.offer = null;
        return new Response(null, { status: 204 });
      }
      return Response.json({ offer: state.offer });
    }
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, { user: viewer });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TeamScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe("ownership on the Equipe page", () => {
  it("the Proprietário offers ownership to a chosen member, then sees it pending and may cancel it", async () => {
    const { calls, user } = renderTeam(viewerWithRole("owner"));
    await user.click(await screen.findByRole("button", { name: "Transferir propriedade" }));
    const dialog = await screen.findByRole("dialog", { name: "Transferir propriedade" });
    await user.click(within(dialog).getByRole("button", { name: "Oferecer propriedade" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Escolha um membro.");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.click(within(dialog).getByRole("radio", { name: "Bruno Lima (Editor)" }));
    await user.click(within(dialog).getByRole("button", { name: "Oferecer propriedade" }));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ userId: "u2" });
    expect(await screen.findByText(/aceitar a propriedade/)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Cancelar oferta" }));
    await screen.findByRole("button", { name: "Transferir propriedade" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  it("a member offered ownership accepts it from the notice", async () => {
    const offer = {
      workspaceId: teamId,
      workspaceName: "Agência Sol",
      fromName: "Ana Souza",
      createdAt: "2026-11-26T12:00:00Z",
    };
    const { calls, user } = renderTeam(viewerWithRole("editor"), [offer]);
    const notice = await screen.findByRole("alert", { name: "Propriedade de Agência Sol" });
    expect(notice.textContent).toContain("Ana Souza quer transferir a você a propriedade");
    expect(screen.queryByRole("button", { name: "Transferir propriedade" })).toBeNull();
    await user.click(within(notice).getByRole("button", { name: "Aceitar" }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
        `POST /api/workspaces/ownership-offers/${teamId}/accept`,
      ),
    );
  });

  it("the Proprietário deletes the workspace only once its name is typed", async () => {
    const { calls, user } = renderTeam(viewerWithRole("owner"));
    await user.click(await screen.findByRole("button", { name: "Excluir espaço de trabalho" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir Agência Sol?" });
    const confirm = within(dialog).getByRole("button", { name: "Excluir espaço de trabalho" });
    const field = within(dialog).getByLabelText("Digite Agência Sol para confirmar");
    await user.type(field, "Agência");
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(field, " Sol");
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === "DELETE" && c.path === "/api/workspaces/current")?.body,
      ).toEqual({
        name: "Agência Sol",
      }),
    );
  });

  it("a member leaves after confirming, and is offered no transfer or deletion", async () => {
    const { calls, user } = renderTeam(viewerWithRole("admin"));
    await screen.findByText("Bruno Lima");
    expect(screen.queryByRole("button", { name: "Transferir propriedade" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Excluir espaço de trabalho" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sair do espaço de trabalho" }));
    const dialog = await screen.findByRole("dialog", { name: "Sair de Agência Sol?" });
    expect(calls.some((c) => c.path === "/api/workspaces/current/leave")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Sair do espaço de trabalho" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === "POST" && c.path === "/api/workspaces/current/leave"),
      ).toBe(true),
    );
  });

  it("a personal workspace offers neither leaving nor deleting", async () => {
    const viewer = viewerWithRole("owner");
    renderTeam({ ...viewer, workspace: { ...viewer.workspace, personal: true } });
    await screen.findByText("Bruno Lima");
    expect(screen.queryByRole("button", { name: "Excluir espaço de trabalho" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sair do espaço de trabalho" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Transferir propriedade" })).toBeNull();
  });
});
