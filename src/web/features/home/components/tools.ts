import { CalendarDays, Clapperboard, type LucideIcon, Sparkles } from "lucide-react";

export type Tool = {
  id: "prompt" | "strategy" | "script";
  tab: string;
  path: string;
  step: string;
  title: string;
  description: string;
  details: string;
  icon: LucideIcon;
};

/** The three steps of the platform, in the order a user takes them. */
export const TOOLS: readonly Tool[] = [
  {
    id: "prompt",
    tab: "Prompt Mãe",
    path: "/prompt-creator",
    step: "Passo 1",
    title: "Crie seu Prompt Mãe",
    description: "Capture a essência da sua marca em um prompt base.",
    details:
      "Conte quem é a sua marca, onde atua, que problema resolve e quais são seus valores. A IA transforma tudo em um Prompt Mãe que guia todo o conteúdo que você criar depois.",
    icon: Sparkles,
  },
  {
    id: "strategy",
    tab: "Estratégia",
    path: "/strategy-creator",
    step: "Passo 2",
    title: "Desenvolva sua estratégia",
    description: "Monte um calendário de conteúdo para os próximos 3 meses.",
    details:
      "Com o Prompt Mãe, o Estrategista Digital define objetivos, canais, frequência e tom, e entrega um calendário de postagens datado com temas, formatos e chamadas para ação.",
    icon: CalendarDays,
  },
  {
    id: "script",
    tab: "Roteiros",
    path: "/script-creator",
    step: "Passo 3",
    title: "Crie roteiros e scripts",
    description: "Roteiros para vídeos, posts, carrosséis, stories e anúncios.",
    details:
      "A Máquina de Roteiros escreve roteiros prontos para gravar ou publicar, no formato, duração e tom que você escolher, sempre alinhados à voz da sua marca.",
    icon: Clapperboard,
  },
];
