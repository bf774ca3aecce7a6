import { describe, expect, it } from "vitest";
import type { StrategyCalendar } from "../../shared/generation/calendar.ts";
import { calendarToCsv, calendarToIcs } from "./calendar-files.ts";

const calendar: StrategyCalendar = {
  startDate: "2025-05-05",
  endDate: "2025-08-03",
  commercialDates: [{ date: "2025-05-11", name: "Dia das Mães" }],
  slots: [
    {
      date: "2025-05-05",
      channel: "instagram",
      theme: "Presentes, flores; e café",
      format: "Reels",
      hook: 'Você já pensou no "presente perfeito"?',
      callToAction: "Peça pelo link",
      commercialDate: null,
    },
    {
      date: "2025-05-09",
      channel: "twitter",
      theme:
        "Dia das Mães com café especial e uma descrição bem longa para passar de setenta e cinco octetos",
      format: "Thread",
      hook: "=SOMA(A1)",
      callToAction: "Compartilhe",
      commercialDate: "Dia das Mães",
    },
  ],
};
const meta = {
  id: "0b9e2f7a-8c1d-4a7e-9f00-123456789abc",
  title: "Estratégia para Aumentar vendas: Cafés",
  createdAt: new Date("2025-05-01T12:30:45.123Z"),
};

describe("calendar downloads", () => {
  it("lets no raw line break of a slot reach the file", () => {
    const slot = { ...calendar.slots[0]!, hook: "Primeira linha\rBEGIN:VALARM" };
    const ics = calendarToIcs({ ...calendar, slots: [slot] }, meta);
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(ics.split("\r\n").some((line) => line.startsWith("BEGIN:VALARM"))).toBe(false);
  });

  it("writes one all-day event per slot, with CRLF line ends", () => {
    const ics = calendarToIcs(calendar, meta);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:${meta.id}-1@conteudo-inteligente\r\n`);
    expect(ics).toContain("DTSTAMP:20250501T123045Z\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20250505\r\nDTEND;VALUE=DATE:20250506\r\n");
    expect(ics).toContain("SUMMARY:Instagram: Presentes\\, flores\\; e café\r\n");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "DESCRIPTION:Canal: Twitter/X\\nFormato: Thread\\nGancho: =SOMA(A1)\\nChamada para ação: Compartilhe\\nData comemorativa: Dia das Mães",
    );
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("writes a CSV for Brazilian Excel: BOM, semicolons, quoted fields, formulas neutralised", () => {
    const csv = calendarToCsv(calendar);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Data";"Dia";"Canal";"Tema";"Formato";"Gancho";"Chamada para ação";"Data comemorativa"',
    );
    expect(lines[1]).toBe(
      '"05/05/2025";"segunda-feira";"Instagram";"Presentes, flores; e café";"Reels";"Você já pensou no ""presente perfeito""?";"Peça pelo link";""',
    );
    expect(lines[2]).toContain('"sexta-feira"');
    expect(lines[2]).toContain(`"'=SOMA(A1)"`);
    expect(lines[2]?.endsWith('"Dia das Mães"')).toBe(true);
    expect(lines[3]).toBe("");
  });
});
