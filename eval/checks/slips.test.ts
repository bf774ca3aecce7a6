import { describe, expect, it } from "vitest";
import { agreementSlips, leaksGoal } from "./slips.ts";

describe("the demo composer's slips", () => {
  it('find "de forma" before a masculine adjective, not before a feminine one', () => {
    expect(
      agreementSlips("Mostrar, de forma descontraído e de maneira empático, de forma clara"),
    ).toEqual(["de forma descontraido", "de maneira empatico"]);
  });

  it("find the internal goal repeated in public text, not a word of it", () => {
    expect(
      leaksGoal("Para baristas: vender o curso de barista.", "Vender o curso de barista"),
    ).toBe(true);
    expect(leaksGoal("Conheça o curso de barista.", "Vender o curso de barista")).toBe(false);
    expect(leaksGoal("Agende já", "Agende")).toBe(false);
  });
});
