import { useParams } from "react-router";
import { ProtectedRoute } from "@/components/guards/protected-route";
import { PostFeedback } from "@/features/approval/components/post-feedback";
import { ShareButton } from "@/features/approval/components/share-button";
import { PlanScreen } from "@/features/plans/components/plan-screen";

export default function Page() {
  const { id = "" } = useParams();
  return (
    <ProtectedRoute>
      <PlanScreen
        key={id}
        id={id}
        headerActions={(plan) => <ShareButton plan={plan} />}
        postExtras={(plan, post) => <PostFeedback plan={plan} post={post} />}
      />
    </ProtectedRoute>
  );
}
