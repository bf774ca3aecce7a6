import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type PagerProps = {
  /** "Página 2 de 40", or nothing when the total is not known (keyset pages). */
  label?: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy?: boolean;
};

export function Pager({ label, hasPrevious, hasNext, onPrevious, onNext, busy }: PagerProps) {
  return (
    <nav aria-label="Paginação" className="flex items-center justify-end gap-2 pt-4">
      {label && <span className="mr-auto text-sm text-muted-foreground">{label}</span>}
      <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || busy}>
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

export const pageLabel = (page: number, pageSize: number, total: number) =>
  `Página ${page} de ${Math.max(1, Math.ceil(total / pageSize))} · ${total.toLocaleString("pt-BR")} no total`;
