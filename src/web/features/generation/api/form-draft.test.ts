// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { withDraft } from "./form-draft";

const defaults = { startDate: "2026-11-25", weekdays: [1], channels: [] as string[] };

afterEach(() => sessionStorage.clear());

describe("a form's draft in the tab", () => {
  it("restores the chosen start date, weekdays and channels", () => {
    sessionStorage.setItem(
      "draft:strategy",
      JSON.stringify({ startDate: "2026-12-01", weekdays: [2, 4], channels: ["whatsapp_canal"] }),
    );
    expect(withDraft("strategy", defaults)).toEqual({
      startDate: "2026-12-01",
      weekdays: [2, 4],
      channels: ["whatsapp_canal"],
    });
  });

  it("keeps the defaults of fields whose kept value has another shape", () => {
    sessionStorage.setItem(
      "draft:strategy",
      JSON.stringify({ startDate: 3, weekdays: ["segunda"], channels: [1] }),
    );
    expect(withDraft("strategy", defaults)).toEqual(defaults);
  });
});
