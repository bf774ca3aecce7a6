import type { BrandCreate } from "../src/shared/brand-schemas.ts";
import type {
  BrandInput,
  ScriptFormValues,
  StrategyFormValues,
} from "../src/shared/generation/inputs.ts";
import { BRIEFS_OUTSIDE_THE_TABLE } from "./briefs-outside.ts";
import type { Regulation } from "./checks/regulated.ts";

/**
 * One business the eval writes for: the brand as a marketer saves it (Prompt Mãe, words to
 * use and avoid), and what they type into each tool. Everything a text may state as a fact
 * (a price, a percentage) is in here; anything else of the kind is invented.
 */
export type Brief = {
  /** The business, as the report names it (not the app's segment: briefs-outside.ts). */
  segment: string;
  /**
   * The eval's own answer key, written from the rules and a copywriter's judgment, never from
   * the app's table (src/shared/generation/segments.ts, which is what is judged): the
   * commercial dates this business should not be offered, and the advertising rules that
   * bind it (checks/regulated.ts).
   */
  avoidDates: readonly string[];
  rules: readonly Regulation[];
  brand: BrandInput & Pick<BrandCreate, "basePrompt" | "wordsToUse" | "wordsToAvoid">;
  strategy: Omit<StrategyFormValues, "brandId" | "basePrompt" | "startDate">;
  /** The calendar's first day, "MM-DD": its next occurrence (today or later), so the window
   * holds the commercial dates this brief is meant to meet. */
  startsOn: string;
  script: Omit<ScriptFormValues, "brandId" | "basePrompt" | "postId">;
};

/** Businesses the app's segment table names (segments.ts), then others. */
export const BRIEFS: Brief[] = [
  {
    segment: "padaria",
    avoidDates: ["Cyber Monday"],
    rules: [],
    brand: {
      brandName: "Padaria Grão de Ouro",
      brandDescription: "Padaria de bairro com pães de fermentação natural e café coado na hora.",
      brandLocation: "Santa Tereza, Belo Horizonte (MG)",
      brandProblemSolution: "Pão fresco de verdade, sem conservantes, pronto às 6h da manhã.",
      brandValues: "Tradição, vizinhança, ingredientes simples",
      basePrompt:
        "A Padaria Grão de Ouro é a padaria do bairro Santa Tereza, em Belo Horizonte, desde 1998. Fazemos pães de fermentação natural, pão de queijo mineiro e bolos caseiros todos os dias, com ingredientes simples e sem conservantes. Falamos com famílias e vizinhos que valorizam o café da manhã em casa. Tom acolhedor, de vizinho para vizinho, com orgulho mineiro e sem exageros. Combo café da manhã para dois por R$ 24,90.",
      wordsToUse: ["fornada", "fermentação natural", "vizinhança"],
      wordsToAvoid: ["industrializado", "barato"],
    },
    strategy: {
      objective: "aumentar_vendas",
      productsServices: "Pão de fermentação natural, pão de queijo, bolos caseiros",
      frequency: "2-3x_semana",
      channels: ["instagram", "whatsapp_status"],
      tone: "descontraido",
      avoidContent: "Comparações com supermercados",
    },
    startsOn: "04-15",
    script: {
      format: "video",
      objective: "promover",
      targetAudience: "Famílias do bairro que tomam café da manhã em casa",
      duration: "30 segundos",
      tone: "descontraido",
      finalGoal: "Levar clientes para a fornada das 6h",
    },
  },
  {
    segment: "advocacia",
    avoidDates: [
      "Carnaval",
      "Halloween (Dia das Bruxas)",
      "Black Friday",
      "Cyber Monday",
      "Dia dos Namorados",
      "Festa Junina",
      "Dia das Crianças",
      "Dia do Amigo",
    ],
    rules: ["conselho_profissional"],
    brand: {
      brandName: "Mendes & Prado Advocacia",
      brandDescription: "Escritório de advocacia trabalhista e previdenciária.",
      brandLocation: "Campinas (SP) e atendimento on-line em todo o Brasil",
      brandProblemSolution:
        "Trabalhadores e aposentados entendem seus direitos e sabem quando procurar um advogado.",
      brandValues: "Ética, clareza, respeito ao cliente",
      basePrompt:
        "O Mendes & Prado é um escritório de advocacia trabalhista e previdenciária em Campinas (SP), com atendimento on-line. Explicamos direitos do trabalhador e do aposentado em linguagem simples, sem juridiquês. Seguimos o Código de Ética da OAB e o Provimento 205/2021: conteúdo informativo, sem captação de clientela, sem promessa de resultado e sem preços. Tom sóbrio, didático e respeitoso.",
      wordsToUse: ["direitos", "orientação", "transparência"],
      wordsToAvoid: ["garantido", "barato", "promoção", "causa ganha"],
    },
    strategy: {
      objective: "gerar_autoridade",
      productsServices: "Direito trabalhista, aposentadoria pelo INSS, revisão de benefícios",
      frequency: "1x_semana",
      channels: ["linkedin", "instagram"],
      tone: "profissional",
      avoidContent: "Casos de clientes identificáveis, promessas de ganho de causa",
    },
    startsOn: "10-01",
    script: {
      format: "carrossel",
      objective: "informar",
      targetAudience: "Trabalhadores com carteira assinada que foram demitidos",
      duration: "7 slides",
      tone: "educativo",
      finalGoal: "Mostrar quais verbas rescisórias conferir",
    },
  },
  {
    segment: "odontologia",
    avoidDates: ["Black Friday", "Cyber Monday", "Carnaval", "Festa Junina"],
    rules: ["conselho_profissional"],
    brand: {
      brandName: "Clínica Sorriso Leve",
      brandDescription: "Clínica odontológica familiar com foco em prevenção.",
      brandLocation: "Boa Viagem, Recife (PE)",
      brandProblemSolution: "Consultas sem medo, com explicação de cada etapa do tratamento.",
      brandValues: "Cuidado, prevenção, acolhimento",
      basePrompt:
        "A Clínica Sorriso Leve é uma clínica odontológica familiar em Boa Viagem, Recife. Atendemos crianças, adultos e idosos com foco em prevenção, limpeza, clareamento e ortodontia. Seguimos o Código de Ética Odontológica do CFO: sem preços em anúncios, sem fotos de antes e depois, sem promessa de resultado. Tom acolhedor e educativo, para quem tem medo de dentista.",
      wordsToUse: ["prevenção", "cuidado", "acolhimento"],
      wordsToAvoid: ["indolor", "garantido", "sorriso perfeito", "promoção"],
    },
    strategy: {
      objective: "atrair_clientes",
      productsServices: "Limpeza, clareamento, ortodontia, odontopediatria",
      frequency: "2-3x_semana",
      channels: ["instagram", "facebook"],
      tone: "empatico",
      avoidContent: "Imagens de procedimentos com sangue",
    },
    startsOn: "10-01",
    script: {
      format: "stories",
      objective: "conectar",
      targetAudience: "Adultos que adiam a ida ao dentista por medo",
      duration: "5 stories",
      tone: "educativo",
      finalGoal: "Convidar para uma consulta de avaliação",
    },
  },
  {
    segment: "academia",
    avoidDates: [],
    rules: [],
    brand: {
      brandName: "Academia Movimento Vivo",
      brandDescription: "Academia de bairro com musculação, funcional e aulas coletivas.",
      brandLocation: "Vila Mariana, São Paulo (SP)",
      brandProblemSolution: "Quem nunca treinou começa com acompanhamento, sem constrangimento.",
      brandValues: "Saúde, constância, comunidade",
      basePrompt:
        "A Movimento Vivo é uma academia de bairro na Vila Mariana, em São Paulo, com musculação, treino funcional e aulas coletivas. Recebemos iniciantes e pessoas acima dos 40 anos com acompanhamento de educadores físicos. Falamos de saúde e constância, nunca de corpo ideal. Tom motivador, próximo e realista. Matrícula isenta em janeiro.",
      wordsToUse: ["constância", "saúde", "comunidade"],
      wordsToAvoid: ["corpo perfeito", "milagre", "sem esforço"],
    },
    strategy: {
      objective: "aumentar_seguidores",
      productsServices: "Musculação, treino funcional, aulas de dança",
      frequency: "4-5x_semana",
      channels: ["instagram", "tiktok"],
      tone: "inspirador",
      avoidContent: "Fotos de antes e depois, dietas restritivas",
    },
    startsOn: "01-10",
    script: {
      format: "video",
      objective: "entreter",
      targetAudience: "Iniciantes acima dos 40 anos",
      duration: "45 segundos",
      tone: "inspirador",
      finalGoal: "Agendar uma aula experimental",
    },
  },
  {
    segment: "pet_shop",
    avoidDates: ["Dia do Professor", "Carnaval"],
    rules: [],
    brand: {
      brandName: "Pet Shop Quatro Patas",
      brandDescription: "Pet shop com banho e tosa, rações e acessórios.",
      brandLocation: "Asa Norte, Brasília (DF)",
      brandProblemSolution: "Banho e tosa sem estresse, com busca e entrega do pet em casa.",
      brandValues: "Carinho, segurança, bem-estar animal",
      basePrompt:
        "O Quatro Patas é um pet shop na Asa Norte, em Brasília, com banho e tosa, rações e acessórios. Buscamos e levamos o pet em casa. Tratamos cada animal com paciência e sem sedativos. Falamos com tutores que tratam o pet como família. Tom carinhoso e bem-humorado. Banho a partir de R$ 55.",
      wordsToUse: ["tutor", "bem-estar", "carinho"],
      wordsToAvoid: ["bicho", "barato"],
    },
    strategy: {
      objective: "aumentar_vendas",
      productsServices: "Banho e tosa, rações, brinquedos",
      frequency: "2-3x_semana",
      channels: ["instagram", "whatsapp_canal"],
      tone: "descontraido",
      avoidContent: "Animais em situação de sofrimento",
    },
    startsOn: "07-01",
    script: {
      format: "imagem",
      objective: "promover",
      targetAudience: "Tutores de cães que trabalham fora o dia todo",
      duration: "1 arte com legenda curta",
      tone: "descontraido",
      finalGoal: "Agendar banho com busca em casa",
    },
  },
  {
    segment: "loja_de_roupas",
    avoidDates: ["Dia das Crianças"],
    rules: [],
    brand: {
      brandName: "Ateliê Maré",
      brandDescription: "Loja de roupas femininas em linho e algodão, feitas no Brasil.",
      brandLocation: "Florianópolis (SC), loja física e envio para todo o Brasil",
      brandProblemSolution: "Roupas confortáveis e atemporais que duram várias estações.",
      brandValues: "Conforto, produção local, consumo consciente",
      basePrompt:
        "O Ateliê Maré é uma loja de roupas femininas em Florianópolis, com peças de linho e algodão produzidas por costureiras da região. Vendemos na loja física e enviamos para todo o Brasil. Falamos com mulheres de 28 a 50 anos que preferem poucas peças boas a muitas peças descartáveis. Tom leve, elegante e sem pressa. Frete grátis acima de R$ 300.",
      wordsToUse: ["atemporal", "linho", "feito à mão"],
      wordsToAvoid: ["barato", "pechincha", "liquidação"],
    },
    strategy: {
      objective: "aumentar_vendas",
      productsServices: "Vestidos de linho, calças de alfaiataria, camisas de algodão",
      frequency: "4-5x_semana",
      channels: ["instagram", "tiktok", "whatsapp_status"],
      tone: "elegante",
      avoidContent: "Padrões de corpo irreais",
    },
    startsOn: "10-01",
    script: {
      format: "carrossel",
      objective: "promover",
      targetAudience: "Mulheres que montam um guarda-roupa cápsula",
      duration: "6 slides",
      tone: "inspirador",
      finalGoal: "Apresentar a coleção de verão",
    },
  },
  {
    segment: "salao_de_beleza",
    avoidDates: ["Dia do Professor"],
    rules: [],
    brand: {
      brandName: "Salão Flor de Lis",
      brandDescription: "Salão de beleza especializado em cabelos cacheados e crespos.",
      brandLocation: "Pituba, Salvador (BA)",
      brandProblemSolution: "Cabelos cacheados cuidados por quem entende de curvatura.",
      brandValues: "Autoestima, representatividade, técnica",
      basePrompt:
        "O Salão Flor de Lis, na Pituba, em Salvador, é especializado em cabelos cacheados e crespos: corte, hidratação, finalização e tranças. Valorizamos a textura natural de cada cliente. Falamos com mulheres que estão em transição capilar ou querem aprender a cuidar dos cachos. Tom afetuoso, confiante e celebrativo.",
      wordsToUse: ["cachos", "textura natural", "autoestima"],
      wordsToAvoid: ["cabelo ruim", "milagre", "barato"],
    },
    strategy: {
      objective: "atrair_clientes",
      productsServices: "Corte para cacheados, hidratação, tranças",
      frequency: "2-3x_semana",
      channels: ["instagram", "facebook"],
      tone: "confiante",
      avoidContent: "Alisamento como solução",
    },
    startsOn: "04-15",
    script: {
      format: "video",
      objective: "informar",
      targetAudience: "Mulheres em transição capilar",
      duration: "60 segundos",
      tone: "educativo",
      finalGoal: "Agendar o primeiro corte no salão",
    },
  },
  {
    segment: "escola_de_idiomas",
    avoidDates: [],
    rules: [],
    brand: {
      brandName: "Ponte Idiomas",
      brandDescription: "Escola de inglês e espanhol para adultos, presencial e on-line.",
      brandLocation: "Porto Alegre (RS) e on-line",
      brandProblemSolution: "Adultos ocupados aprendem a conversar com turmas pequenas.",
      brandValues: "Prática, paciência, progresso real",
      basePrompt:
        "A Ponte Idiomas é uma escola de inglês e espanhol para adultos em Porto Alegre, com aulas presenciais e on-line em turmas de até seis alunos. O foco é conversação desde a primeira aula. Falamos com profissionais de 25 a 45 anos que precisam do idioma no trabalho. Tom encorajador e prático, sem promessas de fluência rápida.",
      wordsToUse: ["conversação", "prática", "turmas pequenas"],
      wordsToAvoid: ["fluência garantida", "sem esforço", "nativo em meses"],
    },
    strategy: {
      objective: "gerar_autoridade",
      productsServices: "Inglês para negócios, espanhol, aulas particulares",
      frequency: "2-3x_semana",
      channels: ["instagram", "youtube"],
      tone: "inspirador",
      avoidContent: "Ridicularizar sotaques",
    },
    startsOn: "01-10",
    script: {
      format: "video",
      objective: "informar",
      targetAudience: "Profissionais que travam ao falar inglês em reuniões",
      duration: "90 segundos",
      tone: "educativo",
      finalGoal: "Inscrever na aula de conversação gratuita",
    },
  },
  {
    segment: "restaurante",
    avoidDates: ["Cyber Monday"],
    rules: [],
    brand: {
      brandName: "Cantina Dona Zica",
      brandDescription: "Restaurante de comida caseira com almoço executivo e marmitas.",
      brandLocation: "Centro, Curitiba (PR)",
      brandProblemSolution: "Almoço caseiro e rápido para quem trabalha no Centro.",
      brandValues: "Comida de verdade, rapidez, hospitalidade",
      basePrompt:
        "A Cantina Dona Zica é um restaurante de comida caseira no Centro de Curitiba. Servimos almoço executivo de segunda a sábado e marmitas para entrega. Receitas da Dona Zica, feitas no dia, com tempero caseiro. Falamos com quem trabalha no Centro e quer comer bem em 40 minutos. Tom caloroso e simples. Prato executivo por R$ 32.",
      wordsToUse: ["caseiro", "feito no dia", "tempero"],
      wordsToAvoid: ["congelado", "barato", "fast food"],
    },
    strategy: {
      objective: "atrair_clientes",
      productsServices: "Almoço executivo, marmitas, feijoada de sábado",
      frequency: "2-3x_semana",
      channels: ["instagram", "facebook", "whatsapp_status"],
      tone: "descontraido",
      avoidContent: "Críticas a outros restaurantes",
    },
    startsOn: "05-20",
    script: {
      format: "stories",
      objective: "promover",
      targetAudience: "Quem trabalha no Centro de Curitiba",
      duration: "4 stories",
      tone: "descontraido",
      finalGoal: "Pedir a marmita do dia pelo WhatsApp",
    },
  },
  {
    segment: "cosmeticos_online",
    avoidDates: ["Dia das Crianças"],
    rules: [],
    brand: {
      brandName: "Botânica Bela",
      brandDescription: "E-commerce de cosméticos veganos com ingredientes da flora brasileira.",
      brandLocation: "Loja on-line com envio para todo o Brasil",
      brandProblemSolution: "Cuidados com a pele simples, veganos e com fórmulas transparentes.",
      brandValues: "Transparência, sustentabilidade, biodiversidade",
      basePrompt:
        "A Botânica Bela é uma loja on-line de cosméticos veganos feitos com ingredientes da flora brasileira, como açaí, cupuaçu e andiroba. Vendemos para todo o Brasil. Falamos com mulheres e homens de 20 a 40 anos que leem rótulos e querem rotinas simples. Cosméticos não tratam doenças: falamos de cuidado, nunca de cura. Tom leve, informativo e transparente.",
      wordsToUse: ["vegano", "rotina de cuidados", "ingredientes brasileiros"],
      wordsToAvoid: ["milagroso", "anti-idade", "cura"],
    },
    strategy: {
      objective: "aumentar_vendas",
      productsServices: "Sérum de açaí, hidratante de cupuaçu, óleo de andiroba",
      frequency: "4-5x_semana",
      channels: ["instagram", "tiktok", "twitter"],
      tone: "inspirador",
      avoidContent: "Testes em animais, comparações com marcas concorrentes",
    },
    startsOn: "10-01",
    script: {
      format: "video",
      objective: "promover",
      targetAudience: "Quem quer uma rotina de cuidados com a pele em 3 passos",
      duration: "30 segundos",
      tone: "inspirador",
      finalGoal: "Vender o kit rotina de cuidados",
    },
  },
  ...BRIEFS_OUTSIDE_THE_TABLE,
];
