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

/** Painted from the HTML: the page as it is before its list, the same for every member. */
export function Shell() {
  return <HistoryScreen />;
}
