import { ProtectedRoute } from "@/components/guards/protected-route";
import { TestCheckoutPage } from "@/features/billing/components/test-checkout-page";

export default function Page() {
  return (
    <ProtectedRoute>
      <TestCheckoutPage />
    </ProtectedRoute>
  );
}
