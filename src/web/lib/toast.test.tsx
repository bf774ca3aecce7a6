// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { toast, useToasterWanted } from "./toast";

describe("the app's toasts", () => {
  it("want the Toaster only from the first toast, which sonner then shows", async () => {
    const shown = vi.spyOn(sonnerToast, "success");
    const { result } = renderHook(() => useToasterWanted());
    expect(result.current).toBe(false);

    act(() => toast.success("Perfil atualizado com sucesso!"));
    expect(result.current).toBe(true);
    await waitFor(() => expect(shown).toHaveBeenCalledWith("Perfil atualizado com sucesso!"));
  });
});
