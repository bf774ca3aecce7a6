import type { PlanDetail, PlanPost } from "@shared/plans";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { usePostRun } from "../api/post-run";
import type { WeekTool } from "../api/week-run";

/** What a tool's button on a post says: "Criar legenda", "Gerar outra legenda", "Escrevendo legenda…". */
export type PostRunWords = { create: string; again: string; running: string; created: string };

/**
 * A tool's button on a post (for a member with Pro, not locked), with what its run is doing
 * said to screen readers and its failure shown in Portuguese under it.
 */
export function PostRunButton({
  plan,
  post,
  tool,
  has,
  icon: Icon,
  words,
}: {
  plan: PlanDetail;
  post: PlanPost;
  tool: WeekTool;
  /** Whether the post has the tool's result already (the button then makes another). */
  has: boolean;
  icon: LucideIcon;
  words: PostRunWords;
}) {
  const { user } = useMe();
  const { state, start } = usePostRun(plan, tool, words.created);
  const running = state.status === "running";
  return (
    <>
      {user?.hasProAccess && (
        <Button
          type="button"
          variant={has ? "outline" : "default"}
          className="min-h-11 sm:min-h-10"
          disabled={running || user.isLocked}
          onClick={() => void start(post)}
        >
          <Icon aria-hidden="true" />
          {running ? words.running : has ? words.again : words.create}
        </Button>
      )}
      <p
        role="status"
        aria-live="polite"
        className={state.status === "error" ? "text-sm text-destructive" : "sr-only"}
      >
        {state.status === "error" ? state.message : running ? words.running : ""}
      </p>
    </>
  );
}
