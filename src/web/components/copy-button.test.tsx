// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { COPIED_MS, CopyButton } from "./copy-button";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the copy button", () => {
  it("copies the text, reads Copiado for 2 seconds and confirms with a toast", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const success = vi.spyOn(toast, "success");
    render(<CopyButton text="Prompt Mãe da marca" />);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copiar" })));

    expect(writeText).toHaveBeenCalledExactlyOnceWith("Prompt Mãe da marca");
    expect(success).toHaveBeenCalledWith("Copiado para a área de transferência");
    expect(screen.getByRole("button", { name: "Copiado" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole("button", { name: "Copiado" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copiar" })).toBeTruthy();
  });

  it("copies text it loads on demand", async () => {
    const user = userEvent.setup();
    render(<CopyButton text={async () => "Texto completo do histórico"} />);
    await user.click(screen.getByRole("button", { name: "Copiar" }));
    expect(await navigator.clipboard.readText()).toBe("Texto completo do histórico");
  });
});
