import { describe, expect, it } from "vitest";
import { altTextProblems, brokenHashtags, deadLinks, hashtagProblems } from "./channel-fit.ts";

const fields = (hashtags: string[]) => ({
  caption: "Linho que respira.",
  hashtags,
  altText: "Vestido de linho cru num cabide de madeira, luz da janela.",
  firstComment: "",
});

describe("channel fit", () => {
  it("finds hashtags cut mid-phrase, as issue 41 quotes them", () => {
    const source = "Produto em uso: cesta de café. Dores do cliente.";
    expect(brokenHashtags(["#Produtoem", "#Cestade", "#Doresdo"], source)).toEqual([
      "#Produtoem",
      "#Cestade",
      "#Doresdo",
    ]);
    expect(
      brokenHashtags(["#PãoDeQueijo", "#Comunidade", "#Mercado"], "pão de queijo da comunidade"),
    ).toEqual([]);
  });

  it("wants 3 or more hashtags on Instagram, none on WhatsApp", () => {
    expect(hashtagProblems(fields(["#Produtoem"]), "instagram", "Produto em uso")).toEqual([
      "1 hashtags (3 a 10)",
      "#Produtoem cortada",
    ]);
    expect(
      hashtagProblems(fields(["#Linho", "#Floripa", "#ModaAtemporal"]), "instagram", ""),
    ).toEqual([]);
    expect(hashtagProblems(fields(["#Linho"]), "whatsapp_status", "")).toEqual([
      "1 hashtags (0 a 0)",
    ]);
  });

  it("finds a link an Instagram caption cannot hold, and lets the bio's pass", () => {
    expect(deadLinks("Peça o seu pelo link", "instagram")).toEqual(["pelo link"]);
    expect(deadLinks("Agende a sua consulta pelo link na bio", "instagram")).toEqual([]);
    expect(deadLinks("Peça o seu pelo link", "whatsapp_canal")).toEqual([]);
  });

  it("finds alt text that describes the post instead of a picture", () => {
    expect(altTextProblems("Imagem do post sobre produto em uso: Vestidos de linho.")).toEqual([
      "descreve o post, não a imagem",
    ]);
    expect(altTextProblems("Foto")).toEqual(["curto demais para descrever uma imagem"]);
    expect(altTextProblems("[descreva a foto]")).toEqual([]);
    expect(altTextProblems("Mãos sovando massa de pão sobre bancada de madeira")).toEqual([]);
  });
});
