import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandsScreen } from "@/features/brands/components/brands-screen";

export default function Page() {
  return (
    <ProtectedRoute>
      <BrandsScreen />
    </ProtectedRoute>
  );
}
