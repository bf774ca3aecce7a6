import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandFilter } from "@/features/brands/components/brand-filter";
import { HistoryScreen, HistoryShell } from "@/features/content/components/history-screen";
import { MemberFilter } from "@/features/workspaces/components/member-filter";

export default function Page() {
  return (
    <ProtectedRoute>
      <HistoryScreen
        brandFilter={(props) => <BrandFilter {...props} />}
        authorFilter={(props) => <MemberFilter label="Autor" {...props} />}
      />
    </ProtectedRoute>
  );
}

/** Painted from the HTML: the page's heading (decision 025). */
export function Shell() {
  return <HistoryShell />;
}
