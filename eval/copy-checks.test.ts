import { describe, expect, it } from "vitest";
import { BRIEFS } from "./briefs.ts";
import type { EvalPost } from "./checks/structure.ts";
import { COPY_CHECKS, type CopyCheckId } from "./copy-checks.ts";
import type { BriefRun } from "./pipeline.ts";
import { failuresOf } from "./verdicts.ts";

const clinic = BRIEFS.find((b) => b.segment === "dermatologia");
if (!clinic) throw new Error("no dermatology brief");

const post = (changes: Partial<EvalPost>): EvalPost => ({
  date: "2027-11-26",
  channel: "instagram",
  format: "Reels",
  theme: "Como a dermatologista lê uma pinta",
  hook: "Essa pinta mudou de cor? Veja o que observar.",
  callToAction: "Agende a sua consulta pelo link na bio",
  commercialDate: null,
  notes: "",
  ...changes,
});

/** A run of the clinic's brief, made of what issue 41 quotes from the old composer. */
const bad: BriefRun = {
  brief: clinic,
  jobs: [],
  prompt: null,
  strategy: {
    text: "Mensagem central: mostrar, de forma descontraído, como cuidar da pele.",
    laidOut: 2,
    startDate: "2027-10-01",
    posts: [
      post({
        theme: "Black Friday: toxina botulínica em destaque",
        hook: "Você ainda não conhece consulta dermatológica? Então presta?",
        callToAction: "Peça o seu pelo link",
        commercialDate: "Black Friday",
      }),
      post({
        theme: "Oferta: toxina botulínica",
        hook: "Você ainda não conhece consulta dermatológica? Então presta?",
        callToAction: "Mande uma mensagem e garanta o seu",
      }),
    ],
  },
  script: `# Roteiro de Vídeo: Vender pacotes de toxina botulínica

## Gancho (primeiros 3 segundos)
Comece com a pergunta que o público faz a si mesmo, olhando para a câmera.

## Chamada para ação
Vender pacotes de toxina botulínica`,
  scriptOptions: [
    'Abra com uma pergunta direta, olhando para a câmera: "Você também passa por isso?"',
    "Abra mostrando o resultado final nos primeiros segundos e só depois conte como chegou lá.",
    "Abra com um erro comum do seu público e prometa mostrar como evitá-lo até o fim.",
  ],
  caption: {
    channel: "instagram",
    fields: {
      caption:
        "Você ainda não conhece consulta dermatológica? Então presta atenção.\n\nHoje o assunto é produto em uso: consulta dermatológica.\n\nPeça o seu pelo link",
      hashtags: ["#Produtoem"],
      altText: "Imagem do post sobre produto em uso: consulta dermatológica.",
      firstComment: "",
    },
  },
};

const failing = (run: BriefRun) =>
  COPY_CHECKS.filter((check) => failuresOf(check.verdicts(run)).length > 0).map((c) => c.id);

describe("the copy checks on issue 41's samples", () => {
  it("each fail the old composer's copy for a dermatology clinic", () => {
    const expected: CopyCheckId[] = [
      "agreement",
      "goal_leak",
      "planning_labels",
      "whole_hooks",
      "hashtags",
      "dead_links",
      "alt_text",
      "script_scenes",
      "script_options",
      "regulated",
      "unfit_dates",
    ];
    expect(failing(bad)).toEqual(expected);
  });

  it("pass the same clinic's copy once it informs, fits its channel and agrees", () => {
    const good: BriefRun = {
      ...bad,
      strategy: {
        text: "Mensagem central: mostrar, de forma serena, como cuidar da pele.",
        laidOut: 1,
        startDate: "2027-10-01",
        posts: [post({})],
      },
      script: `# Roteiro de Vídeo: pintas

## Gancho (0–3 s)
Fala: "Essa pinta mudou de cor?"
Texto na tela: "Pintas: o que observar"

## Desenvolvimento (3–20 s)
Fala: "Assimetria, borda, cor e tamanho: a dermatologista olha tudo isso."

## Chamada para ação (20–25 s)
Fala: "Agende a sua consulta pelo link na bio."`,
      scriptOptions: [
        'Fala: "Manchas no rosto? Isto é para você."\nTexto na tela: "É o seu caso?"',
        'Fala: "Direto ao ponto: diagnóstico antes de tudo."\nTexto na tela: "Diagnóstico antes"',
        'Fala: "Fique até o fim: isto foi pensado para você."\nTexto na tela: "Pensado para você"',
      ],
      caption: {
        channel: "instagram",
        fields: {
          caption:
            "Essa pinta mudou de cor? Veja o que observar.\n\nAgende a sua consulta pelo link na bio.",
          hashtags: ["#Dermatologia", "#PortoAlegre", "#SaúdeDaPele"],
          altText: "[descreva a foto]",
          firstComment: "",
        },
      },
    };
    expect(failing(good)).toEqual([]);
  });
});
