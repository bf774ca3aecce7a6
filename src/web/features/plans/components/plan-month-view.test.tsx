// @vitest-environment jsdom
import { addDays } from "@shared/dates";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlanActions } from "./plan-day";
import { PlanListView } from "./plan-list-view";
import { PlanMonthView } from "./plan-month-view";
import { planPost } from "./plan-post-fixture";

/** A stand-in for the browser's IntersectionObserver: the test says when a month or a week comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.all.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  comeNear() {
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const actions: PlanActions = {
  hintId: "hint",
  onOpen: vi.fn(),
  onMove: vi.fn(),
  onAdd: vi.fn(),
  find: () => undefined,
};

// A window of four months: November's last days to early February.
const posts = [
  planPost({ id: "nov", date: "2026-11-27", theme: "Black Friday na padaria" }),
  planPost({ id: "dec", date: "2026-12-20", theme: "Panetone da casa" }),
  planPost({ id: "feb", date: "2027-02-05", theme: "Volta às aulas" }),
];

function month() {
  return render(
    <PlanMonthView
      range={{ start: "2026-11-25", end: "2027-02-10" }}
      byDay={new Map(posts.map((post) => [post.date, [post]]))}
      commercial={new Map()}
      actions={actions}
    />,
  );
}

describe("a plan's Mês on a desktop", () => {
  it("writes out the months of the window's first week, and a later month once the reader scrolls near it", () => {
    month();
    expect(screen.getByText("Black Friday na padaria")).toBeTruthy();
    expect(screen.getByText("Panetone da casa")).toBeTruthy();
    expect(screen.queryByText("Volta às aulas")).toBeNull();
    // The month waiting for the reader still says which it is.
    expect(screen.getByText("Fevereiro de 2027")).toBeTruthy();

    act(() => {
      for (const observer of FakeObserver.all) observer.comeNear();
    });
    expect(screen.getByText("Volta às aulas")).toBeTruthy();
  });

  it("writes out every month once focus is inside the grid, where a keyboard move may reach any day", () => {
    month();
    fireEvent.focusIn(screen.getByRole("button", { name: /Black Friday na padaria/ }));
    expect(screen.getByText("Volta às aulas")).toBeTruthy();
  });

  it("writes out every month once a drag starts in the grid, where a drop may reach any day", () => {
    month();
    // jsdom has no DataTransfer; the card writes the post's id into the one a browser hands it.
    const dataTransfer = { setData: vi.fn(), effectAllowed: "none" };
    fireEvent.dragStart(screen.getByRole("button", { name: /Black Friday na padaria/ }), {
      dataTransfer,
    });
    expect(dataTransfer.setData).toHaveBeenCalled();
    expect(screen.getByText("Volta às aulas")).toBeTruthy();
  });
});

// Three weeks with posts: the first two are written out at once, the third waits.
const listPosts = [
  planPost({ id: "w1", date: "2026-11-23", theme: "Pão de fermentação natural" }),
  planPost({ id: "w2", date: "2026-12-01", theme: "Panetone da casa" }),
  planPost({ id: "w3", date: "2026-12-09", theme: "Ceia de Natal" }),
];

function list() {
  const weeks = ["2026-11-22", "2026-11-29", "2026-12-06"].map((start) =>
    Array.from({ length: 7 }, (_, i) => addDays(start, i)),
  );
  return render(
    <PlanListView
      weeks={weeks}
      range={{ start: "2026-11-22", end: "2026-12-12" }}
      byDay={new Map(listPosts.map((post) => [post.date, [post]]))}
      commercial={new Map()}
      actions={actions}
    />,
  );
}

describe("a plan's Lista on a phone", () => {
  it("writes out its first two weeks, and a later week once the reader scrolls near it", () => {
    list();
    expect(screen.getByText("Pão de fermentação natural")).toBeTruthy();
    expect(screen.getByText("Panetone da casa")).toBeTruthy();
    expect(screen.queryByText("Ceia de Natal")).toBeNull();
    // The week waiting for the reader still says which it is.
    expect(screen.getByText("Semana de 06/12 a 12/12")).toBeTruthy();

    act(() => {
      for (const observer of FakeObserver.all) observer.comeNear();
    });
    expect(screen.getByText("Ceia de Natal")).toBeTruthy();
  });

  it("writes out every week once focus is inside the list, where a keyboard move may reach any day", () => {
    list();
    fireEvent.focusIn(screen.getByRole("button", { name: /Pão de fermentação natural/ }));
    expect(screen.getByText("Ceia de Natal")).toBeTruthy();
  });
});
