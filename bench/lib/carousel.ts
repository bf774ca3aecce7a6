import type { Slide } from "../../src/shared/art-schemas.ts";

/**
 * A carousel as the art tool makes it (a cover, five content slides, the call to action),
 * with accents and emoji: what the art area draws and the web area puts on a client's page.
 */
export function benchCarousel(run: number): Slide[] {
  return [
    {
      layout: "cover",
      title: `Cinco segredos do pão de queijo perfeito 🧀 (${run})`,
      body: "Receita da vovó, direto de Minas",
      items: [],
    },
    {
      layout: "tip",
      title: "Polvilho azedo faz toda a diferença",
      body: "Misture o doce e o azedo: a casquinha fica crocante e o miolo, macio. 😋",
      items: [],
    },
    {
      layout: "list",
      title: "Você vai precisar de:",
      body: "",
      items: ["500 g de polvilho", "2 ovos caipiras 🥚", "Queijo meia-cura ralado", "Leite e óleo"],
    },
    {
      layout: "tip",
      title: "Forno bem quente, sempre",
      body: "Pré-aqueça a 200 °C por quinze minutos antes de assar.",
      items: [],
    },
    { layout: "quote", title: "O que dizem nossos clientes", body: "", items: [] },
    {
      layout: "tip",
      title: "Congele para a semana",
      body: "Boleie, congele em assadeira e guarde em saco: asse direto do freezer.",
      items: [],
    },
    {
      layout: "cta",
      title: "Peça já o seu! Entregamos em toda a região",
      body: "Chame no WhatsApp 📲",
      items: [],
    },
  ];
}
