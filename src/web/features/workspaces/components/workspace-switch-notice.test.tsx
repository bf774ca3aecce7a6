// @vitest-environment jsdom
import { EMBEDDED_SWITCH_ID } from "@shared/workspace-switch";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import WorkspaceSwitchNotice from "./workspace-switch-notice";

afterEach(() => {
  cleanup();
  document.getElementById(EMBEDDED_SWITCH_ID)?.remove();
});

/** The page as the server sends it after switching for a link. */
function embedSwitch(name: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = EMBEDDED_SWITCH_ID;
  script.textContent = JSON.stringify({ name });
  document.head.append(script);
}

describe("the notice that a link switched workspaces", () => {
  it("says which workspace the user is in now, in a polite live region, until dismissed", async () => {
    embedSwitch("Agência Aurora");
    render(<WorkspaceSwitchNotice />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("Você mudou para o espaço de trabalho Agência Aurora");
    await userEvent.click(screen.getByRole("button", { name: "Fechar aviso" }));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says nothing when the page was not switched", () => {
    render(<WorkspaceSwitchNotice />);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
