import { describe, expect, it } from "vitest";
import type { PageData } from "./embedded-page-data.ts";
import { fillShellSlots, shellSlot } from "./page-shell.ts";

const planData = (title: string, brandName: string | null) =>
  ({ module: "plan", id: "p1", answer: { title, brandName } }) as unknown as PageData;

describe("a page's shell filled from its data", () => {
  it("puts the plan's brand and name where the build left their slots", () => {
    const html = `<p>${shellSlot("brand")}</p><h1>${shellSlot("title")}</h1>`;
    expect(fillShellSlots(html, planData("Plano de Dezembro", "Padaria"))).toBe(
      "<p>Padaria</p><h1>Plano de Dezembro</h1>",
    );
  });

  it("writes them as text: markup, quotes and replacement patterns in a name stay inert", () => {
    const html = `<h1>${shellSlot("title")}</h1>`;
    expect(
      fillShellSlots(html, planData(`</h1><script>x()</script> "a" 'b' $& $1 &amp;`, null)),
    ).toBe(
      "<h1>&lt;/h1&gt;&lt;script&gt;x()&lt;/script&gt; &quot;a&quot; &#39;b&#39; $&amp; $1 &amp;amp;</h1>",
    );
  });

  it("leaves a slot empty when the plan has no brand, and never fills a slot inside a value", () => {
    const html = `<p>${shellSlot("brand")}</p><h1>${shellSlot("title")}</h1>`;
    expect(fillShellSlots(html, planData(shellSlot("brand"), null))).toBe(
      `<p></p><h1>${shellSlot("brand")}</h1>`,
    );
  });
});
