import { withThousands } from "@shared/limits";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

type PagerProps = {
  /** "Página 2 de 40", or just "Página 2" when the total is not known (keyset pages). */
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
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onPrevious}
        disabled={!hasPrevious || busy}
      >
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onNext}
        disabled={!hasNext || busy}
      >
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

type NumberedPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
};

/** Pages of a list whose total the server counts. */
export function NumberedPager({ page, pageSize, total, onPage, busy }: NumberedPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Pager
      label={`Página ${page} de ${pages} · ${withThousands(total)} no total`}
      hasPrevious={page > 1}
      hasNext={page < pages}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
      busy={busy}
    />
  );
}
