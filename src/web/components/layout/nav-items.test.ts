import { TOOLS } from "@shared/generation/tools";
import type { MeUser } from "@shared/viewer";
import { describe, expect, it } from "vitest";
import { memberViewer } from "../../../../tests/helpers/me-user.ts";
import { navItemsFor } from "./nav-items";

const member = memberViewer;

const labels = (user: MeUser | null) => navItemsFor(user).map((item) => item.label);

describe("the header's navigation items", () => {
  it("a visitor has Início alone", () => {
    expect(labels(null)).toEqual(["Início"]);
  });

  it("a member has their brands, the tools, their plans and the history after Início", () => {
    expect(labels(member)).toEqual([
      "Início",
      "Minhas marcas",
      // Each tool of the registry, in its order.
      ...TOOLS.map((tool) => tool.nav),
      "Meus planos",
      "Histórico",
    ]);
  });

  it("an admin has Admin last, marked as the admin's item", () => {
    const items = navItemsFor({ ...member, role: "admin" });
    expect(items.at(-1)).toEqual({ to: "/admin", label: "Admin", admin: true });
    expect(items.filter((item) => item.admin)).toHaveLength(1);
  });
});
