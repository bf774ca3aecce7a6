import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandFilter } from "@/features/brands/components/brand-filter";
import { HistoryScreen } from "@/features/history/components/history-screen";

export default function Page() {
  return (
    <ProtectedRoute>
      <HistoryScreen brandFilter={(props) => <BrandFilter {...props} />} />
    </ProtectedRoute>
  );
}
