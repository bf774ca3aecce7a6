import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// What a subscriber gets, shown where the subscription is asked for: one short excerpt of each
// Pro tool's result, for a made-up brand.
const SAMPLES = [
  {
    title: "Exemplo de estratégia",
    lines: [
      "Objetivo: aumentar o engajamento da Padaria Aurora em 3 meses.",
      "Canais: Instagram (4x por semana) e WhatsApp (1x por semana).",
      "12/05 · Reels · Dia das Mães: a receita do bolo da vó, em 30 segundos.",
    ],
  },
  {
    title: "Exemplo de roteiro",
    lines: [
      "Gancho: “Você sabe por que o nosso pão sai do forno às 6h?”",
      "Desenvolvimento: mostre a massa descansando e o forno sendo aceso.",
      "Chamada para ação: “Encomende pelo link da bio e retire quentinho.”",
    ],
  },
] as const;

/** Two short samples of Pro results, beside the link to the plans. */
export function ProSamples() {
  return (
    <section aria-labelledby="pro-samples-heading" className="w-full space-y-3 text-left">
      <h2 id="pro-samples-heading" className="text-center text-lg font-semibold">
        O que você recebe com o Pro
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {SAMPLES.map((sample) => (
          <Card key={sample.title}>
            <CardHeader className="pb-2">
              <CardTitle as="h3" className="text-base">
                {sample.title}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm text-muted-foreground">
              {sample.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
