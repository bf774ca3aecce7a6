import { describe, expect, it } from "vitest";
import { readPlanUrl } from "./plan-url";

describe("the plan page's address", () => {
  it("reads the view, channel, status, responsible and open post it holds", () => {
    expect(
      readPlanUrl(
        new URLSearchParams("visao=semana&canal=tiktok&status=publicado&responsavel=u1&post=p1"),
      ),
    ).toEqual({
      view: "semana",
      channel: "tiktok",
      status: "publicado",
      responsible: "u1",
      post: "p1",
    });
  });

  it("leaves out a view or status it does not know, so the screen's default applies", () => {
    expect(readPlanUrl(new URLSearchParams("visao=ano&status=feito"))).toEqual({
      view: null,
      channel: "",
      status: "",
      responsible: "",
      post: null,
    });
  });
});
