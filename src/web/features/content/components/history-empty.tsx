import { Link } from "react-router";
import { TOOL_LINKS } from "@/components/layout/nav-items";
import { Button } from "@/components/ui/button";

/** An empty history leads to the tools that fill it. */
export function HistoryEmpty() {
  return (
    <div className="space-y-4 py-10 text-center">
      <p className="font-medium text-foreground">Você ainda não tem conteúdos salvos.</p>
      <p className="text-sm text-muted-foreground">
        Tudo o que você gerar aparece aqui. Comece por uma das ferramentas:
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {TOOL_LINKS.map((tool) => (
          <Button key={tool.to} asChild variant="outline">
            <Link to={tool.to}>{tool.label}</Link>
          </Button>
        ))}
      </div>
    </div>
  );
}
