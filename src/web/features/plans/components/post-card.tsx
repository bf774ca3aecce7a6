import { DEMO_DRAFT_LABEL, isDemoPost } from "@shared/generation/demo-posts";
import { channelLabel } from "@shared/generation/options";
import type { PlanPost } from "@shared/plans";
import { memo } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { dragPost, type MovePost, moveByKey } from "./post-drag";
import { usePostJobState } from "./post-jobs";
import { PublicationBadges } from "./post-publishing";
import { StatusLabel } from "./post-status";

type PostCardProps = {
  post: PlanPost;
  onOpen: (post: PlanPost) => void;
  onMove: MovePost;
  /** The id of the hint that tells keyboard users how to move a post. */
  hintId: string;
  className?: string;
};

/**
 * A post as a button: channel, format and theme written out, and its status; a post the
 * demo composer wrote says so, and one with a generation on the server says "Gerando…" (or
 * "Na fila" until its turn in the week's run), part of the button's name.
 */
export const PostCard = memo(function PostCard({
  post,
  onOpen,
  onMove,
  hintId,
  className,
}: PostCardProps) {
  const job = usePostJobState(post.id);
  return (
    <button
      type="button"
      data-post-id={post.id}
      aria-describedby={hintId}
      className={cn(
        "flex min-h-11 w-full cursor-pointer flex-col items-start gap-0.5 rounded-md border bg-card p-2 text-left text-xs shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      onClick={() => onOpen(post)}
      onKeyDown={(event) => moveByKey(event, post, onMove)}
      {...dragPost(post)}
    >
      {/* One text, not three: a plan's cards are many. */}
      <span className="font-semibold text-primary">{`${channelLabel(post.channel)} · ${post.format}`}</span>
      <span className="line-clamp-3 break-words text-foreground">{post.theme}</span>
      <StatusLabel status={post.status} />
      {job && (
        <Badge variant={job === "running" ? "default" : "secondary"} className="mt-0.5 px-2">
          {job === "running" ? "Gerando…" : "Na fila"}
        </Badge>
      )}
      <PublicationBadges postId={post.id} />
      {isDemoPost(post) && (
        <Badge variant="warning" className="mt-0.5 px-2 font-medium">
          {DEMO_DRAFT_LABEL}
        </Badge>
      )}
    </button>
  );
});
