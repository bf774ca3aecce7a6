// @vitest-environment jsdom
import type { MeUser } from "@shared/viewer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { memberViewer } from "../../../../../../tests/helpers/me-user.ts";
import { VersionList, type VersionListItem } from "./version-list";

afterEach(cleanup);

const now = new Date("2026-11-26T15:00:00Z");
const versions: VersionListItem[] = [
  {
    number: 3,
    made: "restored",
    restoredFrom: 1,
    createdAt: "2026-11-26T14:58:00Z",
    author: "Ana",
  },
  {
    number: 2,
    made: "ai_edit",
    instruction: "Torne mais formal",
    createdAt: "2026-11-26T12:00:00Z",
    author: null,
  },
  { number: 1, made: "generated", createdAt: "2026-11-10T12:00:00Z", author: "Ana" },
];
const team: MeUser = {
  ...memberViewer,
  workspace: { id: "t1", name: "Agência Sol", personal: false, role: "owner", brandIds: null },
};

function renderList(props: Partial<ComponentProps<typeof VersionList>> = {}, viewer = team) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, { user: viewer });
  render(
    <QueryClientProvider client={queryClient}>
      <VersionList versions={versions} latest={3} now={now} {...props} />
    </QueryClientProvider>,
  );
  return screen.getAllByRole("listitem");
}

describe("the version list", () => {
  it("lists each version with how and when it was made and who made it, in a team", () => {
    const [restored, edited, generated] = renderList();
    expect(restored?.textContent).toContain("Versão 3atual");
    expect(restored?.textContent).toContain("Restaurado da versão 1");
    expect(restored?.textContent).toContain("há 2 min");
    expect(restored?.textContent).toContain("por Ana");
    expect(edited?.textContent).toContain("Editado com IA: Torne mais formal");
    expect(edited?.textContent).toContain("por ex-membro");
    expect(generated?.textContent).toContain("Gerado");
    expect(generated?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-10T12:00:00Z");
    expect(generated?.textContent).toContain("10/11/2026");
  });

  it("names no author in a personal workspace", () => {
    const [restored] = renderList({}, memberViewer);
    expect(restored?.textContent).not.toContain("por ");
  });

  it("passes the version's number to each action and names the version for screen readers", async () => {
    const onView = vi.fn();
    const onCompare = vi.fn();
    const onRestore = vi.fn();
    renderList({ onView, onCompare, onRestore });
    await userEvent.click(screen.getByRole("button", { name: "Ver a versão 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Comparar com a atual a versão 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Restaurar a versão 1" }));
    expect(onView).toHaveBeenCalledExactlyOnceWith(2);
    expect(onCompare).toHaveBeenCalledExactlyOnceWith(1);
    expect(onRestore).toHaveBeenCalledExactlyOnceWith(1);
  });

  it("offers neither comparing nor restoring the current version", () => {
    const [current] = renderList({ onView: vi.fn(), onCompare: vi.fn(), onRestore: vi.fn() });
    expect(
      within(current as HTMLElement)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Ver a versão 3"]);
  });

  it("marks the version being looked at and blocks restores while one runs", () => {
    const items = renderList({ selected: 2, busy: true, onRestore: vi.fn() });
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "true", null]);
    for (const button of screen.getAllByRole("button", { name: /Restaurar/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows no action it was not given", () => {
    renderList();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
