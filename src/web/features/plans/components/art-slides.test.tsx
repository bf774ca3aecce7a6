// @vitest-environment jsdom
import type { PostArt } from "@shared/art-schemas";
import type { PlanDetail } from "@shared/plans";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ArtSlides } from "./art-slides";
import { planPost } from "./plan-post-fixture";

const art: PostArt = {
  format: "portrait",
  slides: [
    { layout: "cover", title: "Capa", body: "", items: [] },
    { layout: "tip", title: "Dica", body: "Texto", items: [] },
    { layout: "cta", title: "Fim", body: "", items: [] },
  ],
};
const post = planPost({ id: "post-1", art, version: 4 });
const plan = { id: "plan-1", posts: [post] } as PlanDetail;

function renderSlides() {
  const onSave = vi.fn();
  render(<ArtSlides plan={plan} post={post} art={art} onSave={onSave} />);
  return onSave;
}

afterEach(cleanup);

describe("a post's slides in its panel", () => {
  it("shows each slide as a sized lazy image whose URL carries the post's version", () => {
    renderSlides();
    const images = screen.getAllByRole("listitem").map((item) => item.querySelector("img")!);
    expect(images.map((img) => img.getAttribute("src"))).toEqual([
      "/api/plans/plan-1/posts/post-1/slides/1?v=4",
      "/api/plans/plan-1/posts/post-1/slides/2?v=4",
      "/api/plans/plan-1/posts/post-1/slides/3?v=4",
    ]);
    expect(images[0]?.getAttribute("loading")).toBe("lazy");
    expect([images[0]?.getAttribute("width"), images[0]?.getAttribute("height")]).toEqual([
      "112",
      "140",
    ]);
  });

  it("saves a slide's new text and layout, moves it and removes it, each as the whole art", async () => {
    const onSave = renderSlides();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Slide 2: Dica" }));
    await user.clear(screen.getByLabelText("Título do slide"));
    await user.type(screen.getByLabelText("Título do slide"), "Dica nova");
    await user.selectOptions(screen.getByLabelText("Layout do slide"), "Depoimento");
    await user.click(screen.getByRole("button", { name: "Salvar slide" }));
    expect(onSave).toHaveBeenLastCalledWith({
      ...art,
      slides: [
        art.slides[0],
        { ...art.slides[1], layout: "quote", title: "Dica nova" },
        art.slides[2],
      ],
    });

    await user.click(screen.getByRole("button", { name: "Mover para trás" }));
    expect(onSave.mock.lastCall?.[0].slides.map((s: { title: string }) => s.title)).toEqual([
      "Dica",
      "Capa",
      "Fim",
    ]);
    await user.click(screen.getByRole("button", { name: "Remover slide" }));
    expect(onSave.mock.lastCall?.[0].slides).toHaveLength(2);
  });
});
