// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberedPager } from "./pager";

afterEach(cleanup);

describe("NumberedPager", () => {
  it("shows where the user is and cannot go before the first page", () => {
    const onPage = vi.fn();
    render(<NumberedPager page={1} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByText("Página 1 de 3 · 45 no total")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Anterior" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Próxima" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("cannot go past the last page, and counts in pt-BR", () => {
    render(<NumberedPager page={50} pageSize={25} total={1250} onPage={() => {}} />);
    expect(screen.getByText("Página 50 de 50 · 1.250 no total")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Próxima" }).hasAttribute("disabled")).toBe(true);
  });

  it("keeps both directions closed while a page is loading", () => {
    render(<NumberedPager page={2} pageSize={20} total={100} onPage={() => {}} busy />);
    for (const name of ["Anterior", "Próxima"]) {
      expect(screen.getByRole("button", { name }).hasAttribute("disabled")).toBe(true);
    }
  });
});
