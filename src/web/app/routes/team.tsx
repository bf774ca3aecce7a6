import { ProtectedRoute } from "@/components/guards/protected-route";
import { TeamScreen } from "@/features/workspaces/components/team-screen";

export default function Page() {
  return (
    <ProtectedRoute>
      <TeamScreen />
    </ProtectedRoute>
  );
}
