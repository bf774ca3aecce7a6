import { stripMarkdown } from "@shared/generation/markdown";
import { toolOf } from "@shared/generation/tools";
import type { PlanDetail, PlanPost } from "@shared/plans";
import { SCRIPT_PREFILL_STATE, scriptPrefillOf } from "@shared/post-tools";
import { useQuery } from "@tanstack/react-query";
import { Clapperboard, Maximize2 } from "lucide-react";
import { Link } from "react-router";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { usePlanPieces } from "./plan-pieces";

const scriptTool = toolOf("script");

/** The script tool, filled from the post; its brand through the picker's `?marca=`. */
function CreateScript({ plan, post }: { plan: PlanDetail; post: PlanPost }) {
  const to = plan.brandId ? `${scriptTool.path}?marca=${plan.brandId}` : scriptTool.path;
  return (
    <Button asChild className="min-h-11 sm:min-h-10">
      <Link to={to} state={{ [SCRIPT_PREFILL_STATE]: scriptPrefillOf(plan, post) }}>
        <Clapperboard aria-hidden="true" />
        Criar roteiro
      </Link>
    </Button>
  );
}

/** The script linked to the post, from the history: its title and text, to copy or read whole. */
function LinkedScript({ historyId }: { historyId: string }) {
  const { itemQuery } = usePlanPieces();
  const script = useQuery(itemQuery(historyId));
  if (script.isPending) return <Spinner />;
  if (!script.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Não foi possível carregar o roteiro desta publicação.
      </p>
    );
  }
  const text = stripMarkdown(script.data.content);
  return (
    <div className="space-y-2">
      <p className="font-medium">{script.data.title}</p>
      <p className="line-clamp-6 whitespace-pre-wrap rounded-md bg-muted/50 p-3 text-sm">{text}</p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} className="min-h-11 sm:min-h-9" />
        <Dialog>
          <DialogTrigger asChild>
            <Button type="button" variant="outline" size="sm" className="min-h-11 sm:min-h-9">
              <Maximize2 aria-hidden="true" />
              Abrir
            </Button>
          </DialogTrigger>
          <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
            <DialogHeader className="pr-8">
              <DialogTitle>{script.data.title}</DialogTitle>
            </DialogHeader>
            <CopyButton text={text} className="w-fit" />
            <div className="whitespace-pre-wrap rounded-md bg-muted/50 p-4 text-sm leading-relaxed">
              {text}
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}

/** A post's script: "Criar roteiro" until it has one, then the script itself. */
export function PostScript({ plan, post }: { plan: PlanDetail; post: PlanPost }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">Roteiro</h3>
      {post.scriptHistoryId ? (
        <LinkedScript historyId={post.scriptHistoryId} />
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Esta publicação ainda não tem roteiro. A máquina de roteiros abre preenchida com o tema,
            o gancho e a chamada para ação.
          </p>
          <CreateScript plan={plan} post={post} />
        </div>
      )}
    </div>
  );
}
