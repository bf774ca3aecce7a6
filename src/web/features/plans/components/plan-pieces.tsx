import type { CaptionFields } from "@shared/generation/caption-fields";
import type { HistoryItem } from "@shared/generation/history";
import type { GenerationJobView } from "@shared/generation/jobs";
import type { Channel } from "@shared/generation/options";
import type { VariationOptions } from "@shared/generation/variations";
import type { VersionOrigin } from "@shared/generation/versions";
import { type UseQueryOptions, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, createContext, type ReactNode, useCallback, useContext } from "react";

/** A version as a post's "Versões" lists it. */
type ListedVersion = VersionOrigin & { number: number; createdAt: string; author?: string | null };
type VersionAction = (number: number) => void;

/**
 * What a plan's page shows that the content feature makes, and the saved items it reads: a
 * post's versions listed and its options as cards (as a result's are), a caption's counters and
 * copy buttons, a history item a plan links to (a post's script, the plan's strategy) from the
 * history's cache, and the member's generation jobs a week's run follows. The app hands them in
 * (decision 052): this feature names only what it needs of them.
 */
export type PlanPieces = {
  VersionList: <V extends ListedVersion>(props: {
    versions: V[];
    latest: number;
    selected?: number;
    busy?: boolean;
    describe?: (version: V) => string;
    onView?: VersionAction;
    onCompare?: VersionAction;
    onRestore?: VersionAction;
  }) => ReactNode;
  VariationCards: ComponentType<{
    offered: VariationOptions;
    part: string;
    onPick: (index: number) => void;
    picking: boolean;
    narrow?: boolean;
  }>;
  VariationsStatus: ComponentType<{
    part: string;
    request: { isPending: boolean; error: unknown };
    ready: boolean;
    saved: string;
  }>;
  /** Why options could not be written or kept, in Portuguese. */
  variationsFailure: (error: unknown) => string;
  CaptionCounters: ComponentType<{ fields: CaptionFields; channel: Channel }>;
  CaptionCopyButtons: ComponentType<{ fields: CaptionFields; channel: Channel }>;
  itemQuery: (id: string) => UseQueryOptions<HistoryItem, Error, HistoryItem, string[]>;
  useGenerationJobs: () => { data?: { jobs: GenerationJobView[] } };
  useCancelJob: () => { mutate: (id: string) => void };
};

const PlanPiecesContext = createContext<PlanPieces | null>(null);

/** Gives the plan's page below it the pieces the app composed. */
export function PlanPiecesProvider({
  pieces,
  children,
}: {
  pieces: PlanPieces;
  children: ReactNode;
}) {
  return <PlanPiecesContext value={pieces}>{children}</PlanPiecesContext>;
}

/** The pieces the app handed in; a plan's part outside the app's composition is a mistake. */
export function usePlanPieces(): PlanPieces {
  const pieces = useContext(PlanPiecesContext);
  if (!pieces) throw new Error("A plan's page renders inside PlanPiecesProvider (decision 052).");
  return pieces;
}

/** Reads a history item the plan links to, from the cache when the history already has it. */
export type ReadItem = (id: string) => Promise<HistoryItem>;

export function useReadItem(): ReadItem {
  const { itemQuery } = usePlanPieces();
  const queryClient = useQueryClient();
  return useCallback((id) => queryClient.fetchQuery(itemQuery(id)), [itemQuery, queryClient]);
}
