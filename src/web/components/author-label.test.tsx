// @vitest-environment jsdom
import type { MeUser } from "@shared/viewer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { memberViewer } from "../../../tests/helpers/me-user.ts";
import { AuthorLabel } from "./author-label";

afterEach(cleanup);

const team: MeUser = {
  ...memberViewer,
  workspace: { id: "t1", name: "Agência Sol", personal: false, role: "owner", brandIds: null },
};

function renderLabel(viewer: MeUser, name: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, { user: viewer });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthorLabel name={name} />
    </QueryClientProvider>,
  ).container.textContent;
}

describe("the author label", () => {
  it("names the author in a team workspace", () => {
    expect(renderLabel(team, "Bruno Lima")).toBe("por Bruno Lima");
  });

  it("says ex-membro once the author's account is deleted", () => {
    expect(renderLabel(team, null)).toBe("por ex-membro");
  });

  it("says nothing in a personal workspace, where every item is the user's own", () => {
    expect(renderLabel(memberViewer, "Ana Souza")).toBe("");
  });
});
