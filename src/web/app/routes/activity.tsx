import { ProtectedRoute } from "@/components/guards/protected-route";
import { ActivityScreen } from "@/features/workspaces/components/activity-screen";

export default function Page() {
  return (
    <ProtectedRoute>
      <ActivityScreen />
    </ProtectedRoute>
  );
}
