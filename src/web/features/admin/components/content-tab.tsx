import { contentFilters, toolOf } from "@shared/generation/tools";
import { Eye } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ListTable } from "@/components/ui/list-table";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { type ContentFilter, useAdminContent } from "../api/content";
import { ContentDialog } from "./content-dialog";

export function ContentTab() {
  const [type, setType] = useState<ContentFilter>("all");
  // Keyset pages: the cursors of the pages already seen lead back to them.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [openId, setOpenId] = useState<string | null>(null);
  const cursor = cursors.at(-1);
  const content = useAdminContent({ type, cursor });

  useEffect(() => {
    if (content.error) {
      toast.error("Erro ao carregar prompts", {
        id: "admin-content-error",
        description: content.error.message,
      });
    }
  }, [content.error]);

  const data = content.data;
  return (
    <section aria-label="Prompts" className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Tipo de conteúdo</legend>
        {contentFilters.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={type === f.value ? "default" : "outline"}
            aria-pressed={type === f.value}
            onClick={() => {
              setType(f.value);
              setCursors([undefined]);
            }}
          >
            {f.label}
          </Button>
        ))}
      </fieldset>
      {content.isLoading ? (
        <Spinner />
      ) : (
        <ListTable
          cards
          columns={["Título", "Tipo", "Usuário", "Email", "Criado em", "Ações"]}
          rows={data?.items}
          empty="Nenhum conteúdo encontrado."
        >
          {(item) => (
            <TableRow key={item.id}>
              <TableCell className="max-w-xs font-medium" title={item.title}>
                <span className="block truncate">{item.title}</span>
                {item.brandName && (
                  <span className="block truncate text-xs font-normal text-muted-foreground">
                    Marca: {item.brandName}
                  </span>
                )}
              </TableCell>
              <TableCell label="Tipo">{toolOf(item.contentType).label}</TableCell>
              <TableCell label="Usuário">{item.userName || "N/A"}</TableCell>
              <TableCell label="Email">{item.userEmail || "N/A"}</TableCell>
              <TableCell label="Criado em">{formatDateTime(item.createdAt)}</TableCell>
              <TableCell className="max-sm:pt-2">
                <Button variant="outline" size="sm" onClick={() => setOpenId(item.id)}>
                  <Eye aria-hidden="true" />
                  Ver Conteúdo
                </Button>
              </TableCell>
            </TableRow>
          )}
        </ListTable>
      )}
      {data && (
        <Pager
          label={`Página ${cursors.length}`}
          hasPrevious={cursors.length > 1}
          hasNext={data.nextCursor !== null}
          onPrevious={() => setCursors((c) => c.slice(0, -1))}
          onNext={() => {
            const next = data.nextCursor;
            if (next) setCursors((c) => [...c, next]);
          }}
          busy={content.isFetching}
        />
      )}
      <ContentDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
