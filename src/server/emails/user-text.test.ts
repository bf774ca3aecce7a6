import { describe, expect, it } from "vitest";
import { MAX_QUOTED_LENGTH, quotableName } from "./user-text.ts";

describe("a user's name quoted in an e-mail to someone else", () => {
  it("is kept when it is a plain name, with its spaces tidied", () => {
    expect(quotableName("  Agência   Aurora ")).toBe("Agência Aurora");
  });

  it("is shortened past the quoted length, ending with an ellipsis", () => {
    const quoted = quotableName("Agência ".repeat(20));
    expect(quoted?.length).toBe(MAX_QUOTED_LENGTH);
    expect(quoted?.endsWith("…")).toBe(true);
  });

  it("is left out when it carries a link, an address or a domain a mail client would link", () => {
    for (const hostile of [
      "Ganhe um prêmio em https://golpe.example",
      "acesse www.golpe",
      "pague para golpe@example.com",
      "Seu banco: banco-seguro.com",
      "banco-seguro . com",
      "banco-seguro,com",
    ]) {
      expect(quotableName(hostile), hostile).toBeNull();
    }
  });

  it("loses control characters, so no line or header break comes with it", () => {
    expect(quotableName("Equipe\r\nBcc: alvo\u0007")).toBe("Equipe Bcc: alvo");
  });

  it("is null when nothing is left", () => {
    expect(quotableName(" \n ")).toBeNull();
    expect(quotableName(null)).toBeNull();
  });
});
