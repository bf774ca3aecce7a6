import { describe, expect, it } from "vitest";
import { type ExportedPost, fileNameOf, planToCsv, planToIcs } from "./calendar-files.ts";

const post: ExportedPost = {
  id: "7d3e9a10-1111-4c2b-8d4e-123456789abc",
  date: "2026-12-24",
  channel: "instagram",
  format: "Stories",
  theme: "Ceia, pães e panetones",
  hook: "",
  callToAction: "",
  commercialDate: null,
  status: "em_producao",
  notes: "",
  caption: null,
  art: null,
  sequence: 4,
  updatedAt: new Date("2026-11-23T18:00:00Z"),
};

describe("the plan's calendar files", () => {
  it("writes a post as an event titled by channel, format and theme, versioned by its sequence", () => {
    const ics = planToIcs({ title: "Plano" }, [post]);
    expect(ics).toContain(`UID:${post.id}@conteudo-inteligente\r\n`);
    expect(ics).toContain("DTSTAMP:20261123T180000Z\r\nLAST-MODIFIED:20261123T180000Z\r\n");
    expect(ics).toContain("SEQUENCE:4\r\n");
    expect(ics).toContain("SUMMARY:Instagram · Stories: Ceia\\, pães e panetones\r\n");
  });

  it("leaves out of the description what the post does not have", () => {
    const ics = planToIcs({ title: "Plano" }, [post]);
    expect(ics).toContain("DESCRIPTION:Status: Em produção\r\n");
    expect(ics).not.toContain("CATEGORIES");
  });

  it("adds the polling hint to the feed only", () => {
    expect(planToIcs({ title: "Plano" }, [post])).not.toContain("REFRESH-INTERVAL");
    expect(planToIcs({ title: "Plano" }, [post], { feed: true })).toContain("REFRESH-INTERVAL");
  });

  it("writes the status label in the CSV", () => {
    expect(planToCsv([post]).split("\r\n")[1]).toContain('"Em produção"');
  });

  it("carries the caption with its hashtags in the CSV and the feed's description", () => {
    const captioned = {
      ...post,
      caption: { caption: "Ceia pronta", hashtags: ["#natal"], altText: "", firstComment: "" },
    };
    expect(planToCsv([captioned]).split("\r\n")[0]).toContain('"Legenda"');
    expect(planToCsv([captioned]).split("\r\n")[1]).toContain('"Ceia pronta\n\n#natal"');
    expect(planToIcs({ title: "Plano" }, [captioned])).toContain(
      "Legenda:\\nCeia pronta\\n\\n#natal",
    );
  });

  it("names in the CSV the files 'Baixar' gives the post's slides, by its date and theme", () => {
    const slide = { layout: "tip" as const, title: "Dica", body: "", items: [] };
    const withArt = { ...post, art: { format: "portrait" as const, slides: [slide, slide] } };
    const [header, row] = planToCsv([withArt]).split("\r\n");
    expect(header).toContain('"Arquivos da arte"');
    expect(row).toContain(
      '"2026-12-24-ceia-paes-e-panetones-slide-1.png\n2026-12-24-ceia-paes-e-panetones-slide-2.png"',
    );
    expect(planToCsv([post]).split("\r\n")[1]).not.toContain(".png");
  });

  it("names the file from the plan's title, without accents or symbols", () => {
    expect(fileNameOf("Plano de Conteúdo: Pão & Café!")).toBe("plano-de-conteudo-pao-cafe");
    expect(fileNameOf("¡¿!")).toBe("plano");
    expect(fileNameOf(`${"a".repeat(79)} b`)).toBe("a".repeat(79));
  });
});
