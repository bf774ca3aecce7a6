import { DEMO_DRAFT_LABEL } from "@shared/generation/demo-posts";
import { stripMarkdown } from "@shared/generation/markdown";
import { can, toolOf } from "@shared/generation/tools";
import { Eye, Trash2 } from "lucide-react";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { AuthorLabel } from "@/components/author-label";
import { CopyButton } from "@/components/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { VersionCount } from "@/features/content/components/versions/version-count";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { type HistoryPage, useFetchHistoryItem, useSaveAsBrand } from "../api/history";
import { ReuseMenu } from "./reuse-menu";

type Row = HistoryPage["items"][number];

const PREVIEW_LENGTH = 300;

/**
 * A row click previews the item: its title and the first 300 characters, "..." when there is
 * more; as plain text, like the result card (the content is stored as the model wrote it, in
 * markdown).
 */
export function showRowToast(row: Pick<Row, "title" | "content">) {
  const text = stripMarkdown(row.content);
  toast.message(row.title, {
    description: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text,
  });
}

// The action buttons live inside a clickable row: keep their clicks to themselves.
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

export function HistoryTable({
  rows,
  onOpen,
  onDelete,
  empty,
}: {
  rows: Row[];
  onOpen: (id: string) => void;
  onDelete: (row: Row) => void;
  /** What an empty page shows. */
  empty: ReactNode;
}) {
  const fetchItem = useFetchHistoryItem();
  const navigate = useNavigate();
  const saveBrand = useSaveAsBrand();
  const saveAsBrand = (id: string) =>
    saveBrand.mutate(id, {
      onSuccess: (brand) => {
        toast.success("Marca criada", {
          description: `"${brand.brandName}" está em Minhas marcas.`,
        });
        navigate(`/marcas/${brand.id}`);
      },
      onError: (error) => toast.error("Erro ao salvar marca", { description: error.message }),
    });
  return (
    <Table cards>
      <TableHeader>
        <TableRow>
          <TableHead>Título</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead>Data</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4} className="py-10 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow
              key={row.id}
              tabIndex={0}
              className="cursor-pointer"
              onClick={() => showRowToast(row)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && event.target === event.currentTarget) {
                  showRowToast(row);
                }
              }}
            >
              <TableCell className="font-medium">
                {row.title}
                {row.brandName && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Marca: {row.brandName}
                  </span>
                )}
                <AuthorLabel name={row.author} className="block font-normal" />
                <VersionCount count={row.versions} className="block font-normal" />
                {row.demo && (
                  <Badge variant="warning" className="mt-1">
                    {DEMO_DRAFT_LABEL}
                  </Badge>
                )}
              </TableCell>
              <TableCell label="Tipo">{toolOf(row.contentType).label}</TableCell>
              <TableCell label="Data" className="whitespace-nowrap">
                {formatDateTime(row.createdAt)}
              </TableCell>
              <TableCell onClick={stop} onKeyDown={stop} className="max-sm:pt-2">
                <div className="flex gap-1 max-sm:flex-wrap sm:justify-end">
                  <Button type="button" variant="outline" size="sm" onClick={() => onOpen(row.id)}>
                    <Eye aria-hidden="true" />
                    Abrir
                  </Button>
                  <CopyButton text={async () => stripMarkdown((await fetchItem(row.id)).content)} />
                  <ReuseMenu
                    id={row.id}
                    contentType={row.contentType}
                    saveAsBrand={
                      can(row.contentType, "brandBase") && !row.brandName
                        ? () => saveAsBrand(row.id)
                        : undefined
                    }
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Excluir "${row.title}"`}
                    onClick={() => onDelete(row)}
                  >
                    <Trash2 aria-hidden="true" className="text-destructive" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
