// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RefusedSave, StaleSave } from "./stale-save";

const shown = {
  theme: "Pão de fermentação natural",
  hook: "Você sabe quanto tempo leva um pão?",
  callToAction: "",
  notes: "",
  caption: null,
};

function renderStale(refused: RefusedSave, newest = 3) {
  const handlers = { onCompare: vi.fn(), onReapply: vi.fn(), onDismiss: vi.fn() };
  render(<StaleSave refused={refused} newest={newest} {...handlers} />);
  return handlers;
}

afterEach(cleanup);

describe("a change refused because the post moved on", () => {
  it("says it was not saved, keeps the refused words, and re-applies them on the newest version", async () => {
    const handlers = renderStale({ from: 2, shown, changes: { hook: "Meu gancho novo" } });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Sua última alteração não foi salva.");
    const kept = within(alert).getByRole("region", { name: "Seu texto não salvo" });
    expect(kept.textContent).toContain("GanchoMeu gancho novo");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reaplicar meu texto" }));
    expect(handlers.onReapply).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Ver o que mudou" }));
    expect(handlers.onCompare).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Descartar meu texto" }));
    expect(handlers.onDismiss).toHaveBeenCalledOnce();
  });

  it("copies the refused words", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    renderStale({ from: 2, shown, changes: { hook: "Meu gancho novo", notes: "Levar tripé" } });
    await user.click(screen.getByRole("button", { name: "Copiar meu texto" }));
    expect(writeText).toHaveBeenCalledWith("Gancho: Meu gancho novo\n\nNotas: Levar tripé");
  });

  it("waits for the newest version before re-applying: on the version refused, it would be refused again", () => {
    renderStale({ from: 2, shown, changes: { hook: "Meu gancho novo" } }, 2);
    expect(
      (screen.getByRole("button", { name: "Reaplicar meu texto" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("a refused restore holds no words: it offers only what changed", () => {
    renderStale({ from: 2, shown, changes: {} });
    expect(screen.getByRole("button", { name: "Ver o que mudou" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reaplicar meu texto" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Seu texto não salvo" })).toBeNull();
  });
});
