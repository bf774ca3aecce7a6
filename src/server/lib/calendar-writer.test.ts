import { describe, expect, it } from "vitest";
import {
  csvField,
  escapeIcsText,
  foldIcsLine,
  type IcsEvent,
  writeCsv,
  writeIcs,
} from "./calendar-writer.ts";

const event: IcsEvent = {
  uid: "post-1@conteudo-inteligente",
  date: "2026-12-31",
  stamp: new Date("2026-11-20T10:00:00.500Z"),
  summary: "Instagram · Reels: Fim de ano",
  description: "Gancho: Já escolheu?\nStatus: Ideia",
};

describe("the calendar writer", () => {
  it("escapes iCalendar text", () => {
    expect(escapeIcsText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("escapes a lone CR, a LF and a CRLF alike", () => {
    expect(escapeIcsText("a\rb\nc\r\nd")).toBe("a\\nb\\nc\\nd");
  });

  it("folds iCalendar lines at 75 octets without splitting an accented letter", () => {
    const line = `SUMMARY:${"é".repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
  });

  it("writes an all-day event ending on the next day, across a year's end", () => {
    const ics = writeIcs({ name: "Plano", events: [event] });
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("DTSTAMP:20261120T100000Z\r\n");
    expect(ics).toContain("SUMMARY:Instagram · Reels: Fim de ano\r\n");
    expect(ics).not.toContain("SEQUENCE");
    expect(ics).not.toContain("CATEGORIES");
  });

  it("writes the revision of an event that changes: its sequence and when it last changed", () => {
    const revised = {
      ...event,
      revision: { sequence: 3, lastModified: new Date("2026-11-22T08:30:00Z") },
    };
    const ics = writeIcs({ name: "Plano", events: [revised] });
    expect(ics).toContain("LAST-MODIFIED:20261122T083000Z\r\nSEQUENCE:3\r\n");
  });

  it("gives calendar apps a polling hint only when asked to", () => {
    expect(writeIcs({ name: "Plano", events: [] })).not.toContain("REFRESH-INTERVAL");
    const feed = writeIcs({ name: "Plano", events: [], refreshInterval: "PT1H" });
    expect(feed).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n");
  });

  it("escapes the calendar's name", () => {
    expect(writeIcs({ name: "Café, pão; e bolo", events: [] })).toContain(
      "X-WR-CALNAME:Café\\, pão\\; e bolo\r\n",
    );
  });

  it("quotes every CSV field", () => {
    expect(csvField("simples")).toBe('"simples"');
    expect(csvField("+55 11")).toBe(`"'+55 11"`);
  });

  it("guards cells starting with the full-width ＝＋－＠ like their ASCII twins", () => {
    for (const start of ["＝", "＋", "－", "＠"]) {
      expect(csvField(`${start}SOMA(A1)`)).toBe(`"'${start}SOMA(A1)"`);
    }
  });

  it("writes a CSV with a BOM, semicolons and CRLF line ends", () => {
    expect(writeCsv(["A", "B"], [["1", "=2"]])).toBe('\uFEFF"A";"B"\r\n"1";"\'=2"\r\n');
  });
});
