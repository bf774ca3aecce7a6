import { spokenDate } from "@shared/dates";
import type { PlanPost } from "@shared/plans";
import { describe, expect, it } from "vitest";
import { planPost } from "./plan-post-fixture";
import {
  channelsOf,
  commercialDatesByDay,
  dayTitle,
  filterPosts,
  keepUnchangedDays,
  monthGrids,
  NO_ONE,
  postsByDay,
  publishedProgress,
  weeksOf,
  weekTitle,
} from "./plan-posts";

let n = 0;
const post = (fields: Partial<PlanPost>): PlanPost =>
  planPost({ id: `post-${++n}`, planId: "plan", theme: "Tema", ...fields });

describe("the plan page's helpers", () => {
  it("groups posts by their day, keeping the order they came in", () => {
    const a = post({ date: "2026-12-01" });
    const b = post({ date: "2026-12-03" });
    const c = post({ date: "2026-12-01" });
    const byDay = postsByDay([a, b, c]);
    expect(byDay.get("2026-12-01")).toEqual([a, c]);
    expect(byDay.get("2026-12-03")).toEqual([b]);
    expect(byDay.has("2026-12-02")).toBe(false);
  });

  it("keeps a day's list when its posts did not change, so its memoized cell does not re-render", () => {
    const a = post({ date: "2026-12-01" });
    const b = post({ date: "2026-12-02" });
    const before = postsByDay([a, b]);
    const edited = { ...b, theme: "Outro" };
    const after = keepUnchangedDays(before, postsByDay([a, edited]));
    expect(after.get("2026-12-01")).toBe(before.get("2026-12-01"));
    expect(after.get("2026-12-02")).toEqual([edited]);
    expect(keepUnchangedDays(undefined, before)).toBe(before);
  });

  it("filters by channel and by status, and keeps every post when a filter is empty", () => {
    const insta = post({ channel: "instagram", status: "publicado" });
    const tiktok = post({ channel: "tiktok", status: "publicado" });
    const idea = post({ channel: "instagram", status: "ideia" });
    const all = [insta, tiktok, idea];
    const every = { channel: "", status: "", responsible: "" } as const;
    expect(filterPosts(all, every)).toEqual(all);
    expect(filterPosts(all, { ...every, channel: "instagram" })).toEqual([insta, idea]);
    expect(filterPosts(all, { ...every, status: "publicado" })).toEqual([insta, tiktok]);
    expect(filterPosts(all, { ...every, channel: "tiktok", status: "ideia" })).toEqual([]);
  });

  it("filters by responsible: a member's posts, or the posts nobody has taken", () => {
    const ana = post({ assigneeId: "ana" });
    const bia = post({ assigneeId: "bia" });
    const nobody = post({ assigneeId: null });
    const every = { channel: "", status: "", responsible: "" } as const;
    expect(filterPosts([ana, bia, nobody], { ...every, responsible: "ana" })).toEqual([ana]);
    expect(filterPosts([ana, bia, nobody], { ...every, responsible: NO_ONE })).toEqual([nobody]);
  });

  it("lists the channels the posts use once each, in their first order", () => {
    expect(
      channelsOf([
        post({ channel: "tiktok" }),
        post({ channel: "instagram" }),
        post({ channel: "tiktok" }),
      ]),
    ).toEqual(["tiktok", "instagram"]);
  });

  it("counts the published posts as the progress line says it", () => {
    const posts = [post({ status: "publicado" }), post({ status: "aprovado" }), post({})];
    expect(publishedProgress(posts)).toEqual({
      published: 1,
      total: 3,
      label: "1 de 3 publicados",
    });
    expect(publishedProgress([...posts, post({ status: "publicado" })]).label).toBe(
      "2 de 4 publicados",
    );
    expect(publishedProgress([]).label).toBe("0 de 0 publicados");
  });

  it("joins two commercial dates that fall on one day", () => {
    const byDay = commercialDatesByDay([
      { date: "2026-11-27", name: "Black Friday" },
      { date: "2026-11-27", name: "Dia X" },
      { date: "2026-12-25", name: "Natal" },
    ]);
    expect(byDay.get("2026-11-27")).toBe("Black Friday · Dia X");
    expect(byDay.get("2026-12-25")).toBe("Natal");
  });

  it("lays each month of the window out in weeks from Sunday, with blanks outside the month", () => {
    const months = monthGrids({ start: "2026-11-25", end: "2027-01-10" });
    expect(months.map((m) => m.title)).toEqual([
      "Novembro de 2026",
      "Dezembro de 2026",
      "Janeiro de 2027",
    ]);
    const november = months[0]!;
    // 1 November 2026 is a Sunday; the 30th a Monday.
    expect(november.weeks[0]).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
    expect(november.weeks.at(-1)).toEqual([
      "2026-11-29",
      "2026-11-30",
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(months.every((m) => m.weeks.every((w) => w.length === 7))).toBe(true);
  });

  it("cuts the window into Sunday-to-Saturday weeks that cover its first and last days", () => {
    const weeks = weeksOf({ start: "2026-11-25", end: "2026-12-08" });
    expect(weeks.map((w) => [w[0], w[6]])).toEqual([
      ["2026-11-22", "2026-11-28"],
      ["2026-11-29", "2026-12-05"],
      ["2026-12-06", "2026-12-12"],
    ]);
    expect(weekTitle(weeks[0]!)).toBe("22/11 a 28/11");
  });

  it("names days in Portuguese", () => {
    expect(spokenDate("2026-11-27")).toBe("sexta-feira, 27 de novembro");
    expect(dayTitle("2026-11-23")).toBe("Segunda, 23/11");
    // Every day of a week and the months of a year, as date-fns' pt-BR locale writes them.
    expect(weeksOf({ start: "2026-11-22", end: "2026-11-28" })[0]!.map(dayTitle)).toEqual([
      "Domingo, 22/11",
      "Segunda, 23/11",
      "Terça, 24/11",
      "Quarta, 25/11",
      "Quinta, 26/11",
      "Sexta, 27/11",
      "Sábado, 28/11",
    ]);
    expect(spokenDate("2027-03-07")).toBe("domingo, 7 de março");
    expect(monthGrids({ start: "2027-01-10", end: "2027-12-10" }).map((m) => m.title)).toEqual([
      "Janeiro de 2027",
      "Fevereiro de 2027",
      "Março de 2027",
      "Abril de 2027",
      "Maio de 2027",
      "Junho de 2027",
      "Julho de 2027",
      "Agosto de 2027",
      "Setembro de 2027",
      "Outubro de 2027",
      "Novembro de 2027",
      "Dezembro de 2027",
    ]);
  });
});
