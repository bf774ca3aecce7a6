import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { EditResult } from "@/features/content/api/ai-edit";
import { historyItemQueryOptions } from "@/features/content/api/history-item";
import { VersionsPanel } from "@/features/content/components/versions/versions-panel";
import { toast } from "@/lib/toast";

/**
 * What a refused stale save offers: the diff between the version the screen showed and the
 * newest ("Ver diferenças"), and taking the newest to go on from it.
 */
export function StaleChoices({
  historyId,
  shown,
  onLatest,
}: {
  historyId: string;
  /** The version the screen showed. */
  shown: number;
  onLatest: (latest: EditResult) => void;
}) {
  const queryClient = useQueryClient();
  const [comparing, setComparing] = useState(false);
  const [loading, setLoading] = useState(false);

  const loadLatest = async () => {
    setLoading(true);
    try {
      const item = await queryClient.fetchQuery({
        ...historyItemQueryOptions(historyId),
        staleTime: 0,
      });
      onLatest({ content: item.content, historyId, version: item.version });
      toast.success(`Versão ${item.version} carregada: peça a alteração de novo sobre ela.`);
    } catch (error) {
      toast.error("Não foi possível carregar a versão mais recente.", {
        description: (error as Error).message,
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => setComparing(true)}>
        Ver diferenças
      </Button>
      <Button type="button" size="sm" disabled={loading} onClick={() => void loadLatest()}>
        {loading ? "Carregando..." : "Carregar a mais recente"}
      </Button>
      <VersionsPanel
        historyId={historyId}
        open={comparing}
        onOpenChange={setComparing}
        start={{ kind: "compare", from: shown }}
        onRestored={(restored) =>
          onLatest({ content: restored.content, historyId, version: restored.number })
        }
      />
    </div>
  );
}
