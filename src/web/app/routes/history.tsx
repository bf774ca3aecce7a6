import { ProtectedRoute } from "@/components/guards/protected-route";
import { HistoryScreen } from "@/features/history/components/history-screen";

export default function Page() {
  return (
    <ProtectedRoute>
      <HistoryScreen />
    </ProtectedRoute>
  );
}
