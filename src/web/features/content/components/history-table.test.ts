import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { showRowToast } from "./history-table";

describe("the history row toast", () => {
  it("shows the title and the whole content when it has at most 300 characters", () => {
    const spy = vi.spyOn(toast, "message");
    const content = "a".repeat(300);
    showRowToast({ title: "Prompt para Café", content });
    expect(spy).toHaveBeenCalledWith("Prompt para Café", { description: content });
  });

  it("cuts longer content to its first 300 characters followed by ...", () => {
    const spy = vi.spyOn(toast, "message");
    showRowToast({ title: "Roteiro", content: `${"b".repeat(300)}c` });
    expect(spy).toHaveBeenCalledWith("Roteiro", { description: `${"b".repeat(300)}...` });
  });

  it("shows the content as plain text, without its markdown marks", () => {
    const spy = vi.spyOn(toast, "message");
    showRowToast({
      title: "Roteiro: Café",
      content: "# Roteiro: Café\n\n## Gancho\nUm **café** quente e *cheiroso*.",
    });
    expect(spy).toHaveBeenCalledWith("Roteiro: Café", {
      description: "Roteiro: Café\n\nGancho\nUm café quente e cheiroso.",
    });
  });
});
