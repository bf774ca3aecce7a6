// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WeekdayPicker } from "./weekday-picker";

afterEach(cleanup);

describe("the posting weekday chips", () => {
  it("name each day in full, show which are chosen and toggle one on a tap", async () => {
    const onChange = vi.fn();
    render(<WeekdayPicker value={[1, 3, 5]} onChange={onChange} />);
    const monday = screen.getByRole("button", { name: "Segunda-feira" });
    expect(monday.querySelector("[aria-hidden=true]")?.textContent).toBe("Seg");
    expect(monday.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Domingo" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(
      screen.getByText("Publicações em: segunda-feira, quarta-feira e sexta-feira."),
    ).toBeTruthy();

    await userEvent.click(monday);
    expect(onChange).toHaveBeenLastCalledWith([3, 5]);
    await userEvent.click(screen.getByRole("button", { name: "Sábado" }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3, 5, 6]);
  });

  it("shows the form's message when no day is chosen", () => {
    render(
      <WeekdayPicker
        value={[]}
        onChange={() => {}}
        error="Selecione pelo menos um dia da semana"
      />,
    );
    const group = screen.getByRole("group", { name: "Dias de publicação" });
    expect(group.getAttribute("aria-describedby")).toBe("weekdays-message");
    expect(screen.getByText("Selecione pelo menos um dia da semana")).toBeTruthy();
  });
});
