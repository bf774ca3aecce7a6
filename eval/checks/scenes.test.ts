import { describe, expect, it } from "vitest";
import { openingOptionProblems, sceneProblems, secondsOf } from "./scenes.ts";

/** Issue 41's script: instructions to the marketer, no line to say. */
const INSTRUCTIONS = `# Roteiro de Vídeo: Levar clientes para a fornada

## Gancho (primeiros 3 segundos)
Comece com a pergunta que o público faz a si mesmo, olhando para a câmera.

## Desenvolvimento
Cena 1: apresente o problema em uma frase, com uma imagem que o mostre.
Cena 2: mostre a solução acontecendo (produto ou serviço em uso).

## Chamada para ação
Levar clientes para a fornada.`;

const SCENES = `# Roteiro de Vídeo: fornada

## Gancho (0–3 s)
Fala: "Sabe que horas sai o pão mais quente do bairro?"
Texto na tela: "6h da manhã"

## Desenvolvimento (3–20 s)
### Cena 1 (3–10 s)
Fala: "Às cinco a massa já descansou a noite inteira."
Texto na tela: "Fermentação natural"
### Cena 2 (10–20 s)
Fala: "Às seis, a primeira fornada sai quentinha."

## Chamada para ação (20–25 s)
Fala: "Passa aqui amanhã cedo e prova."`;

describe("scripts as scenes", () => {
  it("refuse a script of instructions, with no spoken line or timing", () => {
    const problems = sceneProblems(INSTRUCTIONS, "video", "30 segundos");
    expect(problems).toContain("0 linhas de texto");
    expect(problems).toContain("sem tempos");
    expect(problems.some((p) => p.startsWith('instrução "Comece com a pergunta'))).toBe(true);
  });

  it("take scenes with spoken lines, on-screen text and timing", () => {
    expect(sceneProblems(SCENES, "video", "30 segundos")).toEqual([]);
  });

  it("refuse more speech than the duration holds at 2.5 words a second", () => {
    expect(sceneProblems(SCENES, "video", "5 segundos")).toEqual(["13 s de fala em 5 s"]);
    expect(secondsOf("1 minuto")).toBe(60);
    expect(secondsOf("7 slides")).toBeNull();
  });
});

/** The old composer's "Gerar 3 opções" on a script: advice to the marketer, not copy. */
const ADVICE = [
  'Abra com uma pergunta direta, olhando para a câmera: "Você também passa por isso?"',
  "Abra mostrando o resultado final nos primeiros segundos e só depois conte como chegou lá.",
  "Abra com um erro comum do seu público e prometa mostrar como evitá-lo até o fim.",
];

describe("a script's opening options", () => {
  it("refuse options that tell the marketer how to open instead of opening", () => {
    const problems = openingOptionProblems(ADVICE, SCENES, "video", "30 segundos");
    for (const [i, found] of problems.entries()) {
      expect(found, ADVICE[i]).toContain("opção sem fala nem texto");
      expect(
        found.some((p) => p.startsWith('instrução "Abra')),
        ADVICE[i],
      ).toBe(true);
    }
  });

  it("refuse an option repeated, or the opening offered back", () => {
    const opening =
      'Fala: "Sabe que horas sai o pão mais quente do bairro?"\nTexto na tela: "6h da manhã"';
    const other = 'Fala: "Pão quente às seis."\nTexto na tela: "Fornada das 6h"';
    const [first, second, third] = openingOptionProblems(
      [opening, other, other],
      SCENES,
      "video",
      "30 segundos",
    );
    expect(first).toContain("opção repetida");
    expect(second).toEqual([]);
    expect(third).toEqual(["opção repetida"]);
  });

  it("take three lines to say and show, each fitting the script's time", () => {
    const options = [
      'Fala: "Famílias do bairro? Isto é para você."\nTexto na tela: "É o seu caso?"',
      'Fala: "Direto ao ponto: pão fresco às 6h."\nTexto na tela: "Pão fresco às 6h"',
      'Fala: "Fique até o fim: isto foi pensado para você."\nTexto na tela: "Pensado para você"',
    ];
    expect(openingOptionProblems(options, SCENES, "video", "30 segundos")).toEqual([[], [], []]);
    const long = `Fala: "${"palavra ".repeat(60).trim()}."\nTexto na tela: "Longo"`;
    expect(openingOptionProblems([long], SCENES, "video", "30 segundos")[0]).toEqual([
      "24 s de fala em 3 s de abertura",
    ]);
  });
});
