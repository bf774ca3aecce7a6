// @vitest-environment jsdom
import { DEMO_POST_NOTE } from "@shared/generation/demo-posts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { planPost } from "./plan-post-fixture";
import { PostCard } from "./post-card";

afterEach(cleanup);

const card = (notes: string) =>
  render(
    <PostCard
      post={planPost({ id: "p1", theme: "Pães da manhã", notes })}
      onOpen={vi.fn()}
      onMove={vi.fn()}
      hintId="hint"
    />,
  );

describe("a plan's post card", () => {
  it("says a post the demo composer wrote is a demo draft, in the button's name", () => {
    card(DEMO_POST_NOTE);
    expect(
      screen.getByRole("button", { name: /Pães da manhã.*Rascunho do modo demonstração/ }),
    ).toBeTruthy();
  });

  it("shows no demo badge on a post the model or the marketer wrote", () => {
    card("Gravar na padaria às 6h");
    expect(screen.queryByText("Rascunho do modo demonstração")).toBeNull();
  });
});
