// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { type Call, stubApi, teamId, viewerWithRole } from "./team-fixtures";
import WorkspaceSwitcher from "./workspace-switcher";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const personalId = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
const viewer = viewerWithRole("owner");

const switcherApi = (call: Call) => {
  if (call.method === "GET" && call.path === "/api/workspaces") {
    return Response.json({
      currentId: teamId,
      items: [
        { id: personalId, name: "Ana Souza", personal: true, role: "owner" },
        { id: teamId, name: "Agência Sol", personal: false, role: "owner" },
      ],
    });
  }
  if (call.method === "GET" && call.path === "/api/me") return Response.json({ user: viewer });
  if (call.method === "POST") {
    return Response.json(
      { id: "n1", name: "Nova", personal: false, role: "owner" },
      { status: 201 },
    );
  }
  return undefined;
};

function renderSwitcher() {
  const calls = stubApi(switcherApi);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, { user: viewer });
  queryClient.setQueryData(["plans", "list"], { items: [] });
  render(
    <QueryClientProvider client={queryClient}>
      <WorkspaceSwitcher />
    </QueryClientProvider>,
  );
  return { calls, queryClient, user: userEvent.setup() };
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Espaço de trabalho: Agência Sol" }));
  return screen.findByRole("menu");
};

describe("the workspace switcher", () => {
  it("names the current workspace and lists the user's workspaces once opened", async () => {
    const { user } = renderSwitcher();
    const menu = await openMenu(user);
    expect(await within(menu).findByRole("menuitem", { name: "Ana Souza" })).toBeTruthy();
    const current = within(menu).getByRole("menuitem", { name: "Agência Sol" });
    expect(current.getAttribute("aria-current")).toBe("true");
    expect(within(menu).getByRole("menuitem", { name: "Criar espaço de trabalho" })).toBeTruthy();
  });

  it("switches on the server, then has every query read again for the new workspace", async () => {
    const { calls, queryClient, user } = renderSwitcher();
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole("menuitem", { name: "Ana Souza" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "PUT",
        path: "/api/workspaces/current",
        body: { workspaceId: personalId },
      }),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(["plans", "list"])?.isInvalidated).toBe(true),
    );
  });

  it("refuses an empty name in Portuguese and sends nothing", async () => {
    const { calls, user } = renderSwitcher();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole("menuitem", { name: "Criar espaço de trabalho" }));
    const dialog = await screen.findByRole("dialog", { name: "Criar espaço de trabalho" });
    const name = within(dialog).getByLabelText("Nome do espaço de trabalho");
    expect(document.activeElement).toBe(name);
    await user.type(name, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Criar" }));
    expect(within(dialog).getByText("Informe o nome do espaço de trabalho.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("creates a workspace by its name and closes the dialog", async () => {
    const { calls, user } = renderSwitcher();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole("menuitem", { name: "Criar espaço de trabalho" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Nome do espaço de trabalho"), " Nova ");
    await user.click(within(dialog).getByRole("button", { name: "Criar" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: "/api/workspaces",
        body: { name: "Nova" },
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
