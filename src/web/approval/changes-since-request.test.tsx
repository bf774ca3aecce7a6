// @vitest-environment jsdom
import type { ChangesSinceRequest } from "@shared/approval";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChangesSinceRequestNote } from "./changes-since-request";

afterEach(cleanup);

const changes: ChangesSinceRequest = {
  requestedOn: 2,
  version: 4,
  fields: [
    {
      field: "hook",
      exact: true,
      parts: [
        { kind: "same", text: "Seu café " },
        { kind: "removed", text: "frio" },
        { kind: "added", text: "quentinho" },
      ],
    },
    { field: "hashtags", exact: false, parts: [{ kind: "added", text: "#cafe" }] },
  ],
};

describe("what changed since the client's request, on their page", () => {
  it("names the region, the versions and each changed text with its marked diff", () => {
    render(<ChangesSinceRequestNote changes={changes} />);
    const region = screen.getByRole("region", { name: "Alterado desde o seu pedido" });
    expect(region.textContent).toContain("Seu pedido foi sobre a versão 2; esta é a versão 4.");
    const hook = within(region).getByRole("figure", { name: "O que mudou em gancho" });
    expect(hook.querySelector("p > del")?.textContent).toBe("removido: frio fim");
    expect(hook.querySelector("p > ins")?.textContent).toBe("adicionado: quentinho fim");
    const hashtags = within(region).getByRole("figure", { name: "O que mudou em hashtags" });
    expect(hashtags.textContent).toContain("As versões diferem demais");
    expect(within(region).getByText("Gancho")).toBeTruthy();
  });

  it("says what the marks mean once, above the first changed text", () => {
    render(<ChangesSinceRequestNote changes={changes} />);
    const region = screen.getByRole("region", { name: "Alterado desde o seu pedido" });
    expect(within(region).getAllByText("Sublinhado")).toHaveLength(1);
    const hook = within(region).getByRole("figure", { name: "O que mudou em gancho" });
    expect(within(hook).getByText("Sublinhado")).toBeTruthy();
  });

  it("says the change without a diff when the version of the request is no longer kept", () => {
    render(<ChangesSinceRequestNote changes={{ ...changes, fields: null }} />);
    const region = screen.getByRole("region", { name: "Alterado desde o seu pedido" });
    expect(region.textContent).toContain("não dá para mostrar o que mudou");
    expect(within(region).queryByRole("figure")).toBeNull();
  });
});
