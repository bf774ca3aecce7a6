import { ProtectedRoute } from "@/components/guards/protected-route";
import { PlansScreen } from "@/features/plans/components/plans-screen";

export default function Page() {
  return (
    <ProtectedRoute>
      <PlansScreen />
    </ProtectedRoute>
  );
}
