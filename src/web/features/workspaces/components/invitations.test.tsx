// @vitest-environment jsdom
import { MAX_WORKSPACE_MEMBERS, type PendingInvitation } from "@shared/invitations";
import type { MeUser } from "@shared/viewer";
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

const pending: PendingInvitation = {
  id: "5f0c8a52-8d7e-4c1a-9a0e-3b2c1d0e9f8a",
  email: "carla@exemplo.com.br",
  role: "reader",
  brandIds: [brandId],
  invitedBy: "Ana Souza",
  expiresAt: "2026-12-03T15:00:00.000Z",
  sentAt: "2026-11-26T15:00:00.000Z",
};

const proViewer = (role: "owner" | "admin"): MeUser => ({
  ...viewerWithRole(role),
  hasProAccess: true,
  subscription: {
    planId: 1,
    planName: "Pro Mensal",
    status: "active",
    currentPeriodEnd: "2026-12-26T15:00:00.000Z",
  },
});

const LINK = "http://localhost:3000/convite/novo-link";

type Refusal = { status: number; message: string };

function renderTeam(viewer: MeUser, { refuseInvite }: { refuseInvite?: Refusal } = {}) {
  const calls = stubApi((call: Call) => {
    if (call.method === "GET" && call.path === "/api/workspaces/members") {
      return Response.json({ items: [] });
    }
    if (call.method === "GET" && call.path === "/api/brands") {
      return Response.json({
        items: [{ id: brandId, brandName: "Padaria Trigo Bom" }],
        lastUsedId: null,
      });
    }
    if (call.method === "GET" && call.path === "/api/workspaces/invitations") {
      return Response.json({ items: [pending], members: 3 });
    }
    if (call.method === "POST" && call.path === "/api/workspaces/invitations") {
      if (refuseInvite) {
        return Response.json(
          { code: "CONFLICT", message: refuseInvite.message },
          { status: refuseInvite.status },
        );
      }
      return Response.json({ ...pending, ...(call.body as object) }, { status: 201 });
    }
    if (call.method === "POST" && call.path.endsWith("/resend")) return Response.json(pending);
    if (call.method === "POST" && call.path.endsWith("/link")) return Response.json({ url: LINK });
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

async function openInviteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Convidar pessoa" }));
  return screen.findByRole("dialog", { name: "Convidar pessoa" });
}

describe("the invite dialog", () => {
  it("sends the address, the role and the brands ticked for an Editor", async () => {
    const { calls, user } = renderTeam(proViewer("owner"));
    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByLabelText("Email"), "  Bia@Exemplo.com.br ");
    await user.click(within(dialog).getByLabelText("Todas as marcas"));
    await user.click(await within(dialog).findByLabelText("Padaria Trigo Bom"));
    await user.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: "/api/workspaces/invitations",
        body: { email: "bia@exemplo.com.br", role: "editor", brandIds: [brandId] },
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("gives an Administrador every brand, with no brand list to tick", async () => {
    const { calls, user } = renderTeam(proViewer("admin"));
    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByLabelText("Email"), "beto@exemplo.com.br");
    await user.selectOptions(within(dialog).getByLabelText("Papel"), "Administrador");
    expect(within(dialog).queryByLabelText("Todas as marcas")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: "/api/workspaces/invitations",
        body: { email: "beto@exemplo.com.br", role: "admin", brandIds: null },
      }),
    );
  });

  it("refuses a bad address in Portuguese without calling the server", async () => {
    const { calls, user } = renderTeam(proViewer("owner"));
    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByLabelText("Email"), "nao-e-email");
    await user.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    expect(await within(dialog).findByText("Email inválido")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's refusal (a limit) as an alert and stays open", async () => {
    const message = "Este espaço de trabalho já enviou 10 emails de convite hoje.";
    const { user } = renderTeam(proViewer("owner"), { refuseInvite: { status: 429, message } });
    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByLabelText("Email"), "bia@exemplo.com.br");
    await user.click(within(dialog).getByRole("button", { name: "Enviar convite" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
    expect(screen.getByRole("dialog", { name: "Convidar pessoa" })).toBeTruthy();
  });

  it("is not offered without Pro, nor in a personal workspace, nor to an Editor", async () => {
    renderTeam(viewerWithRole("owner"));
    expect(await screen.findByText(/Convidar pessoas é do plano Pro/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Convidar pessoa" })).toBeNull();
    cleanup();
    const personal = proViewer("owner");
    renderTeam({ ...personal, workspace: { ...personal.workspace, personal: true } });
    expect(await screen.findByText(/Seu espaço pessoal é só seu/)).toBeTruthy();
    cleanup();
    const { calls } = renderTeam({
      ...proViewer("owner"),
      workspace: viewerWithRole("editor").workspace,
    });
    await screen.findByText("Nenhum membro neste espaço de trabalho.");
    expect(screen.queryByRole("button", { name: "Convidar pessoa" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/workspaces/invitations")).toBe(false);
  });
});

describe("what each role may do", () => {
  it("the invite dialog says what an Administrador, an Editor and a Leitor can do", async () => {
    const { user } = renderTeam(proViewer("owner"));
    const dialog = within(await openInviteDialog(user));
    const roles = within(dialog.getByRole("list", { name: "O que cada um pode fazer" }));
    expect(roles.getByText(/convida e gerencia a equipe/).textContent).toMatch(/^Administrador:/);
    expect(roles.getByText(/não gerencia a equipe/).textContent).toMatch(/^Editor:/);
    expect(roles.getByText(/só vê, copia e exporta/).textContent).toMatch(/^Leitor:/);
  });
});

describe("the pending invitations", () => {
  it("a pending invitation's link is copied, or sent by WhatsApp, as the server issues it", async () => {
    const { calls, user } = renderTeam(proViewer("owner"));
    await user.click(
      await screen.findByRole("button", {
        name: "Copiar link do convite para carla@exemplo.com.br",
      }),
    );
    await vi.waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));
    const tab = { location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    await user.click(
      screen.getByRole("button", {
        name: "Enviar convite para carla@exemplo.com.br pelo WhatsApp",
      }),
    );
    await vi.waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/wa\.me\/\?text=/));
    expect(decodeURIComponent(tab.location.href)).toContain(LINK);
    expect(open).toHaveBeenCalledOnce();
    expect(calls.filter((call) => call.path.endsWith(`${pending.id}/link`))).toHaveLength(2);
  });

  it("lists each with its role, brand access and expiry, and the team's size against the limit", async () => {
    renderTeam(proViewer("owner"));
    const row = (await screen.findByText("carla@exemplo.com.br")).closest("li") as HTMLElement;
    expect(within(row).getByText("Leitor")).toBeTruthy();
    expect(await within(row).findByText("Acesso: Padaria Trigo Bom")).toBeTruthy();
    expect(within(row).getByText("Válido até 03/12/2026 · convidado por Ana Souza")).toBeTruthy();
    expect(screen.getByText(new RegExp(`0 de ${MAX_WORKSPACE_MEMBERS} pessoas`))).toBeTruthy();
  });

  it("resends (a new link) and revokes", async () => {
    const { calls, user } = renderTeam(proViewer("owner"));
    await user.click(
      await screen.findByRole("button", { name: "Reenviar convite para carla@exemplo.com.br" }),
    );
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: `/api/workspaces/invitations/${pending.id}/resend`,
        body: undefined,
      }),
    );
    await user.click(
      screen.getByRole("button", { name: "Cancelar convite para carla@exemplo.com.br" }),
    );
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "DELETE",
        path: `/api/workspaces/invitations/${pending.id}`,
        body: undefined,
      }),
    );
  });
});
