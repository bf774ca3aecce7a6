// @vitest-environment jsdom
import type { MeUser } from "@shared/viewer";
import type { WorkspaceMember } from "@shared/workspaces";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { brandId, type Call, stubApi, viewerWithRole } from "./team-fixtures";
import { TeamScreen } from "./team-screen";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner: WorkspaceMember = {
  userId: "u1",
  name: "Ana Souza",
  email: "ana@exemplo.com.br",
  role: "owner",
  brandIds: null,
  joinedAt: "2026-03-10T15:00:00.000Z",
};
const editor: WorkspaceMember = {
  userId: "u2",
  name: "Bruno Lima",
  email: "bruno@exemplo.com.br",
  role: "editor",
  brandIds: [brandId],
  joinedAt: "2026-11-02T15:00:00.000Z",
};

const teamApi = (members: WorkspaceMember[] | "error") => (call: Call) => {
  if (call.method === "GET" && call.path === "/api/workspaces/members") {
    return members === "error"
      ? Response.json({ message: "Falhou." }, { status: 500 })
      : Response.json({ items: members });
  }
  if (call.method === "GET" && call.path === "/api/brands") {
    return Response.json({
      items: [{ id: brandId, brandName: "Padaria Trigo Bom" }],
      lastUsedId: null,
    });
  }
  if (call.method === "PATCH") return Response.json({ ...editor, ...(call.body as object) });
  if (call.path === "/api/workspaces/ownership-offers") return Response.json({ items: [] });
  if (call.path === "/api/workspaces/ownership-offer") return Response.json({ offer: null });
  return undefined;
};

function renderTeam(viewer: MeUser, members: WorkspaceMember[] | "error" = [owner, editor]) {
  const calls = stubApi(teamApi(members));
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

const rowOf = async (name: string) => (await screen.findByText(name)).closest("li") as HTMLElement;

describe("the Equipe page", () => {
  it("lists each member with their role, brand access and the day they joined", async () => {
    renderTeam(viewerWithRole("reader"));
    const ownerRow = await rowOf("Ana Souza");
    expect(within(ownerRow).getByText("Proprietário")).toBeTruthy();
    expect(within(ownerRow).getByText("Acesso: todas as marcas")).toBeTruthy();
    expect(within(ownerRow).getByText("Desde 10/03/2026")).toBeTruthy();
    const editorRow = await rowOf("Bruno Lima");
    expect(within(editorRow).getByText("Editor")).toBeTruthy();
    expect(await within(editorRow).findByText("Acesso: Padaria Trigo Bom")).toBeTruthy();
  });

  it("is read-only for a Leitor: no role to change, no member to remove", async () => {
    renderTeam(viewerWithRole("reader"));
    await rowOf("Bruno Lima");
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: /Remover/ })).toBeNull();
    expect(
      screen.getByText("Só o Proprietário e os Administradores alteram a equipe."),
    ).toBeTruthy();
  });

  it("lets an Administrador change a member's role, but never the Proprietário's", async () => {
    const { calls, user } = renderTeam(viewerWithRole("admin"));
    const ownerRow = await rowOf("Ana Souza");
    expect(within(ownerRow).queryByRole("combobox")).toBeNull();
    expect(within(ownerRow).queryByRole("button")).toBeNull();

    await user.selectOptions(screen.getByLabelText("Papel de Bruno Lima"), "Leitor");
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "PATCH",
        path: "/api/workspaces/members/u2",
        body: { role: "reader" },
      }),
    );
  });

  it("limits a member to the brands ticked, or gives every brand back", async () => {
    const { calls, user } = renderTeam(viewerWithRole("owner"));
    await user.click(await screen.findByRole("button", { name: "Acesso às marcas de Bruno Lima" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("Todas as marcas"));
    await user.click(within(dialog).getByRole("button", { name: "Salvar acesso" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "PATCH",
        path: "/api/workspaces/members/u2",
        body: { brandIds: null },
      }),
    );
  });

  it("removes a member only once the removal is confirmed", async () => {
    const { calls, user } = renderTeam(viewerWithRole("owner"));
    await user.click(await screen.findByRole("button", { name: "Remover Bruno Lima" }));
    const dialog = await screen.findByRole("dialog", { name: "Remover Bruno Lima da equipe?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remover" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "DELETE",
        path: "/api/workspaces/members/u2",
        body: undefined,
      }),
    );
  });

  it("says when the team could not be read, and reads it again on request", async () => {
    const { calls, user } = renderTeam(viewerWithRole("owner"), "error");
    await user.click(await screen.findByRole("button", { name: "Tentar novamente" }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === "/api/workspaces/members")).toHaveLength(2),
    );
  });

  it("says so when the workspace has no member to show", async () => {
    renderTeam(viewerWithRole("owner"), []);
    expect(await screen.findByText("Nenhum membro neste espaço de trabalho.")).toBeTruthy();
  });
});
