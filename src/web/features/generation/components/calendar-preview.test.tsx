// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CalendarPreview } from "./calendar-preview";

afterEach(cleanup);

describe("the calendar preview under the posting days", () => {
  it("counts the extra post for Black Friday when a Monday plan starts on it, and not once it is off", () => {
    const { rerender } = render(
      <CalendarPreview
        startDate="2026-11-27"
        weekdays={[1]}
        commercialExtras
        checkbox={{ defaultChecked: true }}
      />,
    );
    const checkbox = screen.getByRole("checkbox", {
      name: "Publicação extra nas datas comerciais",
    });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    const summary = screen.getByRole("status");
    expect(summary.textContent).toBe(
      "13 semanas, 14 publicações, incluindo 1 extra para a Black Friday",
    );
    expect(checkbox.getAttribute("aria-describedby")).toBe(summary.id);

    rerender(
      <CalendarPreview
        startDate="2026-11-27"
        weekdays={[1]}
        commercialExtras={false}
        checkbox={{ defaultChecked: false }}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("13 semanas, 13 publicações");
  });

  it("counts nothing without a start the form would send or a posting day", () => {
    render(<CalendarPreview startDate={null} weekdays={[1]} commercialExtras checkbox={{}} />);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
