import { ProtectedRoute } from "@/components/guards/protected-route";
import { TestCheckoutPage } from "@/features/billing/components/test-checkout-page";

export default function TestCheckoutRoute() {
  return (
    <ProtectedRoute>
      <TestCheckoutPage />
    </ProtectedRoute>
  );
}
