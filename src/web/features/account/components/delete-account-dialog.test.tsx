// @vitest-environment jsdom
import { OWNER_MUST_TRANSFER } from "@shared/workspaces";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeleteAccountDialog } from "./delete-account-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(teams: { id: string; name: string; members: number }[]) {
  const deletions: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      if (request.method === "DELETE") {
        deletions.push(await request.json());
        return Response.json({ status: true });
      }
      return Response.json({ workspaces: teams });
    }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <DeleteAccountDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { deletions, user: userEvent.setup() };
}

describe("the account deletion dialog", () => {
  it("an owner of teams with other members reads which to transfer or delete first, and cannot confirm", async () => {
    const { deletions, user } = renderDialog([
      { id: "w1", name: "Agência Sol", members: 3 },
      { id: "w2", name: "Estúdio Lua", members: 2 },
    ]);
    await user.click(screen.getByRole("button", { name: "Excluir minha conta" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir minha conta" });
    const list = await within(dialog).findByRole("list", {
      name: "Espaços de trabalho a transferir",
    });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Agência Sol (3 membros)", "Estúdio Lua (2 membros)"]);
    expect(within(dialog).getByText(OWNER_MUST_TRANSFER)).toBeTruthy();
    expect(within(dialog).queryByLabelText("Digite EXCLUIR para confirmar")).toBeNull();
    const confirm = within(dialog).getByRole("button", { name: "Excluir definitivamente" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(deletions).toEqual([]);
  });

  it("with no team to hand over, typing EXCLUIR deletes the account", async () => {
    const { deletions, user } = renderDialog([]);
    await user.click(screen.getByRole("button", { name: "Excluir minha conta" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir minha conta" });
    const confirm = within(dialog).getByRole("button", { name: "Excluir definitivamente" });
    await user.type(
      await within(dialog).findByLabelText("Digite EXCLUIR para confirmar"),
      "EXCLUIR",
    );
    expect(within(dialog).queryByRole("list")).toBeNull();
    await vi.waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await user.click(confirm);
    await vi.waitFor(() => expect(deletions).toEqual([{ confirmation: "EXCLUIR" }]));
  });
});
