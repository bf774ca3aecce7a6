import { HISTORY_PAGE_SIZE } from "@shared/generation/history-query";
import { contentFilters } from "@shared/generation/tools";
import { Search } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NumberedPager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { scrollBehavior } from "@/lib/motion";
import { toast } from "@/lib/toast";
import { type HistoryFilter, useHistoryPage } from "../api/history";
import { useHistoryUrl } from "../api/history-url";
import { HistoryEmpty } from "./history-empty";
import { HistoryTable } from "./history-table";
import { RunningJobs } from "./running-jobs";

// The dialogs (Radix, the strategy calendar) load when first opened, not while the page starts.
const HistoryItemDialog = lazy(() =>
  import("./history-item-dialog").then((m) => ({ default: m.HistoryItemDialog })),
);
const DeleteHistoryDialog = lazy(() =>
  import("./delete-history-dialog").then((m) => ({ default: m.DeleteHistoryDialog })),
);

/** True from the first time `now` is: a dialog once opened stays mounted, to animate its close
 * and give focus back. */
function useEver(now: boolean) {
  const [ever, setEver] = useState(now);
  if (now && !ever) setEver(true);
  return ever || now;
}

/** A filter the page composes in from another feature (brands, the team's members): "" is all. */
export type FilterSlot = (props: { value: string; onChange: (id: string) => void }) => ReactNode;

const PAGE_CLASS = "mx-auto max-w-5xl space-y-6";
const HEADING = <h1 className="text-3xl font-bold tracking-tight">Histórico de Conteúdo</h1>;

/**
 * The top of the page as its HTML paints it before the app runs (decision 025): the heading
 * alone, where the page renders it; the filters, which depend on the address, come with the app.
 */
export function HistoryShell() {
  return <div className={PAGE_CLASS}>{HEADING}</div>;
}

/** "Histórico de Conteúdo": the user's saved results, filtered, searched and paged by the server. */
export function HistoryScreen({
  brandFilter,
  authorFilter,
}: {
  brandFilter?: FilterSlot;
  /** "Autor": shown in a team workspace only. */
  authorFilter?: FilterSlot;
}) {
  const { query, update, search, setSearch } = useHistoryUrl();
  const { page, type, q, brand, author } = query;

  const list = useRef<HTMLDivElement>(null);
  const focusList = () => {
    list.current?.focus({ preventScroll: true });
    list.current?.scrollIntoView({ behavior: scrollBehavior(), block: "nearest" });
  };
  const setPage = (next: number) => {
    update({ page: next });
    focusList();
  };
  // A link to one item (`/history?item=<id>`, e.g. from a teammate) opens it over the list.
  const [openId, setOpenId] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get("item"),
  );
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const itemDialogUsed = useEver(openId !== null);
  const deleteDialogUsed = useEver(deleting !== null);
  const history = useHistoryPage({ page, type, q, brand, author });

  useEffect(() => {
    if (history.isError) {
      toast.error("Erro ao carregar histórico", {
        id: "history-load-error",
        description: "Não foi possível carregar o histórico de conteúdo.",
      });
    }
  }, [history.isError]);

  const data = history.data;

  // Past the last page (its last item deleted, an old link): show the last page there is.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : page;
  useEffect(() => {
    if (page > lastPage) update({ page: lastPage }, { replace: true });
  }, [page, lastPage, update]);

  return (
    <div className={PAGE_CLASS}>
      {HEADING}
      <RunningJobs />
      <Tabs value={type} onValueChange={(value) => update({ type: value as HistoryFilter })}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            {contentFilters.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {brandFilter?.({ value: brand, onChange: (id) => update({ brand: id }) })}
          {authorFilter?.({ value: author, onChange: (id) => update({ author: id }) })}
          <div className="relative w-full sm:w-72">
            <Search
              className="absolute left-3 top-3 h-4 w-4 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Buscar por título"
              placeholder="Buscar por título"
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <TabsContent value={type}>
          <Card ref={list} tabIndex={-1} aria-label="Conteúdos do histórico" role="region">
            <CardContent className="p-0">
              {data ? (
                <HistoryTable
                  rows={data.items}
                  onOpen={setOpenId}
                  onDelete={setDeleting}
                  empty={
                    type === "all" && !q && !brand && !author ? (
                      <HistoryEmpty />
                    ) : (
                      "Nenhum conteúdo encontrado."
                    )
                  }
                />
              ) : history.isError ? (
                <p className="py-10 text-center text-muted-foreground">
                  Nenhum conteúdo encontrado.
                </p>
              ) : (
                <Spinner />
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      {data && data.total > HISTORY_PAGE_SIZE && (
        <NumberedPager
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={data.total}
          onPage={setPage}
        />
      )}
      <Suspense fallback={null}>
        {itemDialogUsed && <HistoryItemDialog id={openId} onClose={() => setOpenId(null)} />}
        {deleteDialogUsed && (
          <DeleteHistoryDialog
            item={deleting}
            onClose={() => setDeleting(null)}
            returnFocusTo={() => list.current}
          />
        )}
      </Suspense>
    </div>
  );
}
