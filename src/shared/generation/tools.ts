import type { PostTextField } from "../plans.ts";
import type {
  ArtInput,
  CaptionInput,
  PromptRequest,
  ScriptInput,
  StrategyInput,
} from "./inputs.ts";
import { type Option, values } from "./options.ts";
import { artTitle, captionTitle, promptTitle, scriptTitle, strategyTitle } from "./titles.ts";

/**
 * One AI tool, described once: the server mounts `POST /api/generate/<kind>` from it, the
 * history's table stores `kind` as the type of what it made, and the web derives its page,
 * navigation, home card and tab, history and admin filters, reuse menu and toasts from it.
 * The input schemas are in inputs.ts (TOOL_INPUTS): zod stays out of the pages that only list
 * tools.
 */
export type ToolDefinition<K extends string, Input> = {
  kind: K;
  /** The type of what it makes, as the history names it (and an untitled item's title). */
  label: string;
  /** That type in the plural, as the history's and the admin's filters show it. */
  plural: string;
  /** What it makes, with its article, as the activity log says it ("gerou uma estratégia"). */
  made: string;
  /** The tool's page; its module in src/web/app/routes is the path without the "/". */
  path: `/${string}`;
  /** The page's heading, and what the browser's tab says (PAGES in shared/routes.ts). */
  pageTitle: string;
  /** The header's link to the page. */
  nav: string;
  /** The history's "Reutilizar" entry, for a tool that starts from a base prompt. */
  reuse?: string;
  /** The home page's card and tab, in the order a user takes the tools. */
  home: { tab: string; step: string; title: string; description: string; details: string };
  /** The title the result is saved under. */
  title: (input: Input) => string;
  /** After a run: the success toast's title and text; the failure toast's title, and its text
   * when the server gave no reason. */
  toasts: { success: readonly [string, string]; failure: string; fallback: string };
  /** What its results can do beyond being text (asked through `can`, never by comparing kinds). */
  can?: Capabilities;
  /**
   * Where its result lands beyond its history item, each place through its domain's outlet,
   * in the generation's transaction. Its structured result's schema is in results.ts.
   */
  lands?: Lands;
};

/** What a tool's results can do beyond being text and landing somewhere. */
type Capabilities = {
  /** Its result is a brand's Prompt Mãe: the base the other tools start from ("Salvar como
   * marca"), and what an AI edit of a text with no history item is saved as. */
  brandBase?: true;
};

/**
 * A post's field a result lands on: one of its text fields, whose new version is the tool's
 * structured result (decision 042), or `script`, the post's link to the result's item.
 */
export type PostLanding = PostTextField | "script";

/** The places a tool's result lands (decision 048). */
export type Lands = {
  /** Its structured result, a calendar, becomes a plan ("Abrir plano", "Abrir como plano"). */
  plan?: true;
  /** It can start from a plan's post ("Criar legenda"), and its result lands on that field of it. */
  post?: PostLanding;
};

/** What a tool's results can do: its capabilities, and the places it lands as ones. */
const CAPABILITIES = {
  brandBase: (tool: ToolDefinition<string, never>) => tool.can?.brandBase === true,
  makesPlan: (tool: ToolDefinition<string, never>) => tool.lands?.plan === true,
  fromPost: (tool: ToolDefinition<string, never>) => tool.lands?.post !== undefined,
};
export type Capability = keyof typeof CAPABILITIES;

/** A registry entry, its kind and where it lands kept as literals (the web's post tools). */
const tool =
  <Input>() =>
  <const K extends string, const L extends Lands = Record<never, never>>(
    definition: ToolDefinition<K, Input> & { lands?: L },
  ) =>
    definition;

export const TOOLS = [
  tool<PromptRequest>()({
    kind: "prompt",
    made: "um prompt base",
    label: "Prompt Base",
    plural: "Prompts",
    path: "/prompt-creator",
    pageTitle: "Meu Primeiro Prompt",
    nav: "Criador de Prompts",
    home: {
      tab: "Prompt Mãe",
      step: "Passo 1",
      title: "Crie seu Prompt Mãe",
      description: "Capture a essência da sua marca em um prompt base.",
      details:
        "Conte quem é a sua marca, onde atua, que problema resolve e quais são seus valores. A IA transforma tudo em um Prompt Mãe que guia todo o conteúdo que você criar depois.",
    },
    title: (input) => promptTitle(input.brandName),
    toasts: {
      success: ["Prompt gerado com sucesso", "Seu prompt base foi criado e está pronto para uso."],
      failure: "Erro ao gerar prompt",
      fallback: "Ocorreu um erro ao gerar seu prompt base.",
    },
    can: { brandBase: true },
  }),
  tool<StrategyInput>()({
    kind: "strategy",
    made: "uma estratégia",
    label: "Estratégia",
    plural: "Estratégias",
    path: "/strategy-creator",
    pageTitle: "Meu Estrategista Digital",
    nav: "Estratégias",
    reuse: "Usar no Estrategista Digital",
    home: {
      tab: "Estratégia",
      step: "Passo 2",
      title: "Desenvolva sua estratégia",
      description: "Monte um calendário de conteúdo para os próximos 3 meses.",
      details:
        "Com o Prompt Mãe, o Estrategista Digital define objetivos, canais, frequência e tom, e entrega um calendário de postagens datado com temas, formatos e chamadas para ação.",
    },
    title: (input) => strategyTitle(input.objective, input.productsServices),
    toasts: {
      success: [
        "Estratégia gerada com sucesso",
        "Sua estratégia de marketing foi criada e está pronta para uso.",
      ],
      failure: "Erro ao gerar estratégia",
      fallback: "Ocorreu um erro ao gerar sua estratégia.",
    },
    lands: { plan: true },
  }),
  tool<ScriptInput>()({
    kind: "script",
    made: "um roteiro",
    label: "Roteiro",
    plural: "Roteiros",
    path: "/script-creator",
    pageTitle: "Máquina de Roteiros e Scripts",
    nav: "Scripts",
    reuse: "Usar na Máquina de Roteiros",
    home: {
      tab: "Roteiros",
      step: "Passo 3",
      title: "Crie roteiros e scripts",
      description: "Roteiros para vídeos, posts, carrosséis, stories e anúncios.",
      details:
        "A Máquina de Roteiros escreve roteiros prontos para gravar ou publicar, no formato, duração e tom que você escolher, sempre alinhados à voz da sua marca.",
    },
    title: (input) => scriptTitle(input.format, input.finalGoal),
    toasts: {
      success: ["Roteiro gerado com sucesso", "Seu roteiro foi criado e está pronto para uso."],
      failure: "Erro ao gerar roteiro",
      fallback: "Ocorreu um erro ao gerar seu roteiro.",
    },
    lands: { post: "script" },
  }),
  tool<CaptionInput>()({
    kind: "caption",
    made: "uma legenda",
    label: "Legenda",
    plural: "Legendas",
    path: "/caption-creator",
    pageTitle: "Legendas Prontas para Publicar",
    nav: "Legendas",
    reuse: "Usar nas Legendas",
    home: {
      tab: "Legendas",
      step: "Passo 4",
      title: "Publique com legendas prontas",
      description: "Legenda, hashtags e texto alternativo de cada publicação.",
      details:
        "A partir do post do seu plano, a IA escreve a legenda na voz da sua marca, com hashtags, texto alternativo para a imagem e um primeiro comentário, dentro dos limites de cada rede e prontos para copiar.",
    },
    title: (input) => captionTitle(input.theme),
    toasts: {
      success: ["Legenda gerada com sucesso", "Sua legenda foi criada e está pronta para copiar."],
      failure: "Erro ao gerar legenda",
      fallback: "Ocorreu um erro ao gerar sua legenda.",
    },
    lands: { post: "caption" },
  }),
  tool<ArtInput>()({
    kind: "art",
    made: "uma arte",
    label: "Arte",
    plural: "Artes",
    path: "/art-creator",
    pageTitle: "Artes para Carrossel",
    nav: "Artes",
    reuse: "Usar nas Artes",
    home: {
      tab: "Artes",
      step: "Passo 5",
      title: "Transforme o post em arte",
      description: "Slides de carrossel nas cores, fontes e logo da sua marca.",
      details:
        "A partir do roteiro e da legenda do post, a IA divide o conteúdo em capa, slides de conteúdo e uma chamada final, desenhados no visual da sua marca, prontos para o cliente aprovar e para baixar.",
    },
    title: (input) => artTitle(input.theme),
    toasts: {
      success: ["Arte criada com sucesso", "Os slides foram criados no visual da sua marca."],
      failure: "Erro ao criar arte",
      fallback: "Ocorreu um erro ao criar a sua arte.",
    },
    lands: { post: "art" },
  }),
] as const;

export type Tool = (typeof TOOLS)[number];
/** A tool, and the type of the history items it makes. */
export type ToolKind = Tool["kind"];
export type ToolOf<K extends ToolKind> = Extract<Tool, { kind: K }>;
/** What the tool's form sends. */
export type ToolInput<K extends ToolKind> = Parameters<ToolOf<K>["title"]>[0];

export const toolOf = <K extends ToolKind>(kind: K) =>
  TOOLS.find((tool) => tool.kind === kind) as ToolOf<K>;

/** Whether a tool's results can do this: the one place that tells tools apart. */
export const can = (kind: ToolKind, capability: Capability) =>
  CAPABILITIES[capability](toolOf(kind) as ToolDefinition<string, never>);

/** Where a tool's result lands beyond its history item. */
export const landsOf = (kind: ToolKind): Lands => (toolOf(kind) as { lands?: Lands }).lands ?? {};

/** The tools whose results can do this. */
export const kindsThat = (capability: Capability) =>
  TOOLS.filter((tool) => can(tool.kind, capability)).map((tool) => tool.kind);

/** The tool whose result is a brand's Prompt Mãe (the registry test checks there is one). */
export const BRAND_BASE_KIND: ToolKind = kindsThat("brandBase")[0] ?? TOOLS[0].kind;

/** The tools as the type of a history item (value and label). */
export const contentTypes: readonly Option<ToolKind>[] = TOOLS.map(({ kind, label }) => ({
  value: kind,
  label,
}));
export const TOOL_KINDS = values(contentTypes);

/** The filters over saved content, in the history and the admin panel: all, then each tool. */
export const contentFilters: readonly Option<"all" | ToolKind>[] = [
  { value: "all", label: "Todos" },
  ...TOOLS.map((tool) => ({ value: tool.kind, label: tool.plural })),
];

/** The tools a base prompt can be carried to (the follow-up buttons, the history's reuse). */
export const REUSING_TOOLS = TOOLS.filter(
  (tool): tool is Tool & { reuse: string } => tool.reuse !== undefined,
);

/** The tools' page module in src/web/app/routes. */
export const toolModule = (tool: Tool) => tool.path.slice(1);
