import { shellSlot } from "@shared/page-shell";
import { useParams } from "react-router";
import { ProtectedRoute } from "@/components/guards/protected-route";
import { useFollow } from "@/features/approval/api/follow";
import { FollowToggle } from "@/features/approval/components/follow-toggle";
import { PostFeedback } from "@/features/approval/components/post-feedback";
import { ShareButton } from "@/features/approval/components/share-button";
import { PlanShell } from "@/features/plans/components/plan-header";
import { PlanScreen } from "@/features/plans/components/plan-screen";
import { PLAN_PIECES } from "../plan-pieces";

export default function Page() {
  const { id = "" } = useParams();
  return (
    <ProtectedRoute>
      <PlanScreen
        key={id}
        id={id}
        pieces={PLAN_PIECES}
        useHeaderReads={useFollow}
        headerActions={(plan) => (
          <>
            <FollowToggle planId={plan.id} />
            <ShareButton plan={plan} />
          </>
        )}
        postExtras={(plan, post) => <PostFeedback plan={plan} post={post} />}
      />
    </ProtectedRoute>
  );
}

/** Painted from the HTML, the plan's brand and name filled in by the server (decision 025). */
export function Shell() {
  return <PlanShell brandName={shellSlot("brand")} title={shellSlot("title")} />;
}
