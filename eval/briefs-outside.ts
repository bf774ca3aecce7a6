import type { Brief } from "./briefs.ts";

/*
 * Businesses the app's segment table does not name (src/shared/generation/segments.ts), three
 * of them bound by rules of their own: a dermatology clinic (the CFM, and ANVISA for the
 * prescription drug it applies), a psychologist's practice (the CFP), a craft brewery (alcohol:
 * Lei 9.294/1996 and CONAR). What the app writes for them shows whether it reads a brand's
 * segment from its words or only knows a list.
 */
export const BRIEFS_OUTSIDE_THE_TABLE: Brief[] = [
  {
    segment: "dermatologia",
    avoidDates: [
      "Black Friday",
      "Cyber Monday",
      "Halloween (Dia das Bruxas)",
      "Dia das Crianças",
      "Dia do Professor",
    ],
    rules: ["conselho_profissional", "medicamento_de_prescricao"],
    brand: {
      brandName: "Derma Viva",
      brandDescription: "Clínica de dermatologia clínica e estética com médicas dermatologistas.",
      brandLocation: "Moinhos de Vento, Porto Alegre (RS)",
      brandProblemSolution:
        "Pele cuidada por dermatologistas, com diagnóstico antes de qualquer procedimento.",
      brandValues: "Ciência, ética, acolhimento",
      basePrompt:
        "A Derma Viva é uma clínica de dermatologia no Moinhos de Vento, em Porto Alegre. Nossas médicas dermatologistas tratam acne, manchas e queda de cabelo, fazem check-up de pintas e aplicam toxina botulínica, sempre depois de uma consulta. Falamos com mulheres e homens de 25 a 55 anos que querem cuidar da pele com orientação médica. Tom sereno, científico e acolhedor.",
      wordsToUse: ["diagnóstico", "cuidado", "orientação médica"],
      wordsToAvoid: ["milagre", "rejuvenescer", "sem dor"],
    },
    strategy: {
      objective: "aumentar_vendas",
      productsServices:
        "Consulta dermatológica, tratamento de acne, check-up de pintas, toxina botulínica",
      frequency: "4-5x_semana",
      channels: ["instagram", "tiktok"],
      tone: "confiante",
      avoidContent: "Fotos de pacientes",
    },
    startsOn: "10-01",
    script: {
      format: "video",
      objective: "promover",
      targetAudience: "Mulheres de 30 a 50 anos com manchas no rosto",
      duration: "45 segundos",
      tone: "educativo",
      finalGoal: "Vender pacotes de toxina botulínica",
    },
  },
  {
    segment: "psicologia",
    avoidDates: ["Black Friday", "Cyber Monday", "Festa Junina"],
    rules: ["conselho_profissional"],
    brand: {
      brandName: "Escuta Psicologia",
      brandDescription: "Consultório de psicologia com psicoterapia para adultos e casais.",
      brandLocation: "Tijuca, Rio de Janeiro (RJ), e atendimento on-line",
      brandProblemSolution:
        "Adultos com ansiedade ou em crise encontram um espaço de escuta sem julgamento.",
      brandValues: "Escuta, sigilo, respeito",
      basePrompt:
        "O Escuta Psicologia é um consultório na Tijuca, no Rio de Janeiro, com psicólogas que atendem adultos e casais, no consultório e on-line. Trabalhamos com ansiedade, luto, relacionamentos e orientação profissional. Falamos com adultos de 25 a 50 anos que pensam em começar terapia e não sabem por onde. Tom acolhedor, calmo e respeitoso.",
      wordsToUse: ["escuta", "acolhimento", "cuidado emocional"],
      wordsToAvoid: ["cura", "louco", "frescura"],
    },
    strategy: {
      objective: "atrair_clientes",
      productsServices: "Psicoterapia individual, terapia de casal, orientação profissional",
      frequency: "2-3x_semana",
      channels: ["instagram", "linkedin"],
      tone: "empatico",
      avoidContent: "Diagnósticos pela internet",
    },
    startsOn: "04-15",
    script: {
      format: "stories",
      objective: "conectar",
      targetAudience: "Adultos que adiam começar terapia",
      duration: "5 stories",
      tone: "inspirador",
      finalGoal: "Encher a agenda de terapia de casal",
    },
  },
  {
    segment: "cervejaria",
    avoidDates: ["Dia das Crianças", "Dia do Professor"],
    rules: ["alcool"],
    brand: {
      brandName: "Cervejaria Serra Alta",
      brandDescription: "Cervejaria artesanal com bar de fábrica e visitas guiadas.",
      brandLocation: "Blumenau (SC)",
      brandProblemSolution:
        "Quem gosta de cerveja conhece de perto como ela é feita e prova direto da fonte.",
      brandValues: "Artesanal, tradição alemã, consumo responsável",
      basePrompt:
        "A Cervejaria Serra Alta é uma cervejaria artesanal em Blumenau, com bar de fábrica e visitas guiadas à produção. Fazemos cervejas de estilo alemão e belga em pequenos lotes. Falamos com adultos que apreciam cerveja com calma, turistas e moradores da região. Tom descontraído, caloroso e responsável.",
      wordsToUse: ["artesanal", "pequenos lotes", "bar de fábrica"],
      wordsToAvoid: ["open bar", "encher a cara", "barato"],
    },
    strategy: {
      objective: "aumentar_vendas",
      productsServices: "Cervejas artesanais, visitas guiadas, growlers para levar",
      frequency: "2-3x_semana",
      channels: ["instagram", "whatsapp_status"],
      tone: "descontraido",
      avoidContent: "Consumo exagerado",
    },
    startsOn: "10-01",
    script: {
      format: "video",
      objective: "promover",
      targetAudience: "Turistas que visitam Blumenau",
      duration: "30 segundos",
      tone: "descontraido",
      finalGoal: "Vender ingressos da visita guiada",
    },
  },
  {
    segment: "floricultura",
    avoidDates: [],
    rules: [],
    brand: {
      brandName: "Floricultura Ipê",
      brandDescription: "Floricultura com buquês, arranjos e entrega no mesmo dia.",
      brandLocation: "Umarizal, Belém (PA)",
      brandProblemSolution: "Flores frescas entregues no mesmo dia, com cartão escrito à mão.",
      brandValues: "Delicadeza, pontualidade, flores da região",
      basePrompt:
        "A Floricultura Ipê fica no Umarizal, em Belém, e monta buquês e arranjos com flores frescas e plantas da região. Entregamos no mesmo dia em Belém, com cartão escrito à mão. Falamos com quem quer presentear e com empresas que enfeitam eventos. Tom delicado, alegre e próximo.",
      wordsToUse: ["flores frescas", "entrega no mesmo dia", "cartão escrito à mão"],
      wordsToAvoid: ["barato", "artificial"],
    },
    strategy: {
      objective: "aumentar_vendas",
      productsServices: "Buquês, arranjos para eventos, orquídeas",
      frequency: "4-5x_semana",
      channels: ["instagram", "whatsapp_status", "facebook"],
      tone: "inspirador",
      avoidContent: "Flores murchas",
    },
    startsOn: "04-15",
    script: {
      format: "carrossel",
      objective: "promover",
      targetAudience: "Filhos que moram longe da mãe",
      duration: "6 slides",
      tone: "inspirador",
      finalGoal: "Bater a meta de buquês do Dia das Mães",
    },
  },
];
