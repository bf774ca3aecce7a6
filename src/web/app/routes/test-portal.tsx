import { ProtectedRoute } from "@/components/guards/protected-route";
import { TestPortalPage } from "@/features/billing/components/test-portal-page";

export default function TestPortalRoute() {
  return (
    <ProtectedRoute>
      <TestPortalPage />
    </ProtectedRoute>
  );
}
