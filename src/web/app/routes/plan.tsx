import { useParams } from "react-router";
import { ProtectedRoute } from "@/components/guards/protected-route";
import { PlanScreen } from "@/features/plans/components/plan-screen";

export default function Page() {
  const { id = "" } = useParams();
  return (
    <ProtectedRoute>
      <PlanScreen key={id} id={id} />
    </ProtectedRoute>
  );
}
