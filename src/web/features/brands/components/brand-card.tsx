import type { BrandSummary } from "@shared/brand-schemas";
import { Copy, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { ColorSwatch } from "@/components/color-swatch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

type BrandCardProps = {
  brand: BrandSummary;
  duplicating: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** One brand of "Minhas marcas": its name, the start of its Prompt Mãe, its words. */
export function BrandCard({ brand, duplicating, onDuplicate, onDelete }: BrandCardProps) {
  const words = [
    ...brand.wordsToUse.map((word) => ({ word, avoid: false })),
    ...brand.wordsToAvoid.map((word) => ({ word, avoid: true })),
  ];
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <ColorSwatch color={brand.color} />
          <Link to={`/marcas/${brand.id}`} className="min-w-0 break-words hover:underline">
            {brand.brandName}
          </Link>
        </CardTitle>
        <p className="text-xs text-muted-foreground">Atualizada em {formatDate(brand.updatedAt)}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {brand.hasBasePrompt
            ? `${brand.basePromptStart}${brand.basePromptStart.length >= 180 ? "…" : ""}`
            : "Ainda sem Prompt Mãe."}
        </p>
        {words.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Palavras da marca">
            {words.map(({ word, avoid }) => (
              <li key={`${avoid}-${word}`}>
                <Badge
                  variant={avoid ? "outline" : "secondary"}
                  className={avoid ? "line-through" : ""}
                >
                  <span className="sr-only">{avoid ? "Evitar: " : "Usar: "}</span>
                  {word}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild size="sm" className="min-h-11 sm:min-h-9">
          <Link to={`/marcas/${brand.id}`} aria-label={`Abrir ${brand.brandName}`}>
            <Pencil aria-hidden="true" />
            Abrir
          </Link>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="min-h-11 sm:min-h-9"
          disabled={duplicating}
          onClick={onDuplicate}
          aria-label={`Duplicar ${brand.brandName}`}
        >
          <Copy aria-hidden="true" />
          Duplicar
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="min-h-11 text-destructive hover:text-destructive sm:min-h-9"
          onClick={onDelete}
          aria-label={`Excluir ${brand.brandName}`}
        >
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      </CardFooter>
    </Card>
  );
}
