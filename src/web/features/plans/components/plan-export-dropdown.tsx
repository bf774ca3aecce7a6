import { CalendarDays, CalendarSync, ExternalLink, Sheet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { useFocusFirstItem } from "@/components/layout/use-lazy-popup";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import {
  type FeedLinks,
  googleCalendarHref,
  planFileHref,
  usePlanFeed,
  usePublishFeed,
  useRevokeFeed,
} from "../api/plan-exports";
import { ExportButton } from "./export-button";

const DOWNLOADS = [
  { extension: "ics", Icon: CalendarDays },
  { extension: "csv", Icon: Sheet },
] as const;

export type PlanExportProps = { planId: string; title: string };

/**
 * "Exportar": the plan's downloads, and its calendar subscription (a dialog, a sheet on phones).
 * Loaded on the first use of its button (plan-export-menu.tsx) and shown open at once; opened
 * by a key, focus goes to its first item.
 */
export default function PlanExportDropdown({
  planId,
  title,
  focusFirstItem,
}: PlanExportProps & { focusFirstItem: boolean }) {
  const focusFirst = useFocusFirstItem(focusFirstItem);
  const [subscribing, setSubscribing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* Not modal: the dialog it opens takes over focus and the page's pointer events. */}
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger asChild>
          <ExportButton ref={trigger} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" onFocus={focusFirst}>
          {DOWNLOADS.map(({ extension, Icon }) => (
            <DropdownMenuItem key={extension} asChild>
              <a href={planFileHref(planId, extension)} download>
                <Icon aria-hidden="true" />
                Baixar .{extension}
              </a>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setSubscribing(true)}>
            <CalendarSync aria-hidden="true" />
            Assinar no Google Agenda / Outlook
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={subscribing} onOpenChange={setSubscribing}>
        <DialogContent
          returnFocusTo={() => trigger.current}
          className="max-sm:bottom-0 max-sm:left-0 max-sm:top-auto max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none"
        >
          <DialogHeader className="pr-8">
            <DialogTitle>Assinar no Google Agenda / Outlook</DialogTitle>
            <DialogDescription>
              As publicações de “{title}” aparecem no seu calendário e se atualizam sozinhas quando
              você muda uma data, um tema ou um status no plano.
            </DialogDescription>
          </DialogHeader>
          {subscribing && <FeedPanel planId={planId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

type Step = "idle" | "confirm-regenerate" | "confirm-revoke";

/** The feed's state and actions. The URL shows only right after it is made (it is not stored). */
function FeedPanel({ planId }: { planId: string }) {
  const feed = usePlanFeed(planId, true);
  const publish = usePublishFeed(planId);
  const revoke = useRevokeFeed(planId);
  const [links, setLinks] = useState<FeedLinks | null>(null);
  const [step, setStep] = useState<Step>("idle");
  // Each step's main control takes focus, so keyboard and screen-reader users follow along.
  const primary = useRef<HTMLElement | null>(null);
  const setPrimary = (node: HTMLElement | null) => {
    primary.current = node;
  };
  const view = `${step}:${feed.data?.active}:${links?.url}`;
  useEffect(() => {
    if (view) primary.current?.focus();
  }, [view]);

  const generate = () =>
    publish.mutate(undefined, {
      onSuccess: (made) => {
        setLinks(made);
        setStep("idle");
        toast.success("Link de assinatura gerado");
      },
      onError: (error) => toast.error("Erro ao gerar o link", { description: error.message }),
    });
  const deactivate = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLinks(null);
        setStep("idle");
        toast.success("Assinatura desativada");
      },
      onError: (error) =>
        toast.error("Erro ao desativar a assinatura", { description: error.message }),
    });

  if (feed.isError) {
    return <p className="text-sm text-destructive">Não foi possível carregar a assinatura.</p>;
  }
  if (!feed.data) return <Spinner className="py-6" />;

  if (step !== "idle") {
    const regenerate = step === "confirm-regenerate";
    return (
      <div className="space-y-3">
        <p id="feed-confirm" className="font-medium">
          {regenerate ? "Gerar um novo link?" : "Desativar a assinatura?"}
        </p>
        <p id="feed-confirm-detail" className="text-sm text-muted-foreground">
          {regenerate
            ? "O link atual para de funcionar: os calendários que o assinaram deixam de receber as atualizações do plano até assinarem o novo link."
            : "O link atual para de funcionar e os calendários que o assinaram deixam de receber as atualizações do plano. Você pode gerar um novo link quando quiser."}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={setPrimary} type="button" variant="outline" onClick={() => setStep("idle")}>
            Cancelar
          </Button>
          {regenerate ? (
            <Button type="button" disabled={publish.isPending} onClick={generate}>
              {publish.isPending ? "Gerando..." : "Gerar novo link"}
            </Button>
          ) : (
            <Button
              type="button"
              variant="destructive"
              disabled={revoke.isPending}
              onClick={deactivate}
            >
              {revoke.isPending ? "Desativando..." : "Desativar assinatura"}
            </Button>
          )}
        </div>
      </div>
    );
  }

  if (!feed.data.active) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Gere um link secreto e assine-o no seu calendário. O link é seu: cada membro da equipe
          gera o próprio, e o seu para de funcionar se você sair do espaço de trabalho. Quem tiver o
          link vê as publicações do plano sem entrar na conta: compartilhe só com quem precisa.
        </p>
        <Button
          ref={setPrimary}
          type="button"
          className="w-full sm:w-auto"
          disabled={publish.isPending}
          onClick={generate}
        >
          <CalendarSync aria-hidden="true" />
          {publish.isPending ? "Gerando..." : "Gerar link de assinatura"}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {links ? (
        <div className="space-y-2">
          <Label htmlFor="feed-url">Link da assinatura</Label>
          <Input
            ref={setPrimary}
            id="feed-url"
            readOnly
            value={links.url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <CopyButton text={links.url} label="Copiar link" />
            <Button asChild variant="outline" size="sm">
              <a href={googleCalendarHref(links.webcalUrl)} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                Abrir no Google Agenda
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={links.webcalUrl}>
                <CalendarDays aria-hidden="true" />
                Abrir no Outlook / Apple
              </a>
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            No Outlook na web, use “Adicionar calendário” → “Assinar da Web” e cole o link. Os
            calendários buscam as mudanças algumas vezes por dia: uma edição pode levar horas para
            aparecer lá. Quem tiver o link vê as publicações: compartilhe só com quem precisa.
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Há um link de assinatura ativo
          {feed.data.createdAt && ` desde ${formatDateTime(feed.data.createdAt)}`}. Por segurança,
          ele só aparece quando é gerado: se precisar dele de novo, gere um novo link.
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          ref={links ? undefined : setPrimary}
          type="button"
          variant="outline"
          onClick={() => setStep("confirm-regenerate")}
        >
          Gerar novo link
        </Button>
        <Button type="button" variant="ghost" onClick={() => setStep("confirm-revoke")}>
          Desativar assinatura
        </Button>
      </div>
    </div>
  );
}
