import { useParams } from "react-router";
import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandScreen } from "@/features/brands/components/brand-screen";

export default function Page() {
  const { id = "" } = useParams();
  return (
    <ProtectedRoute>
      <BrandScreen key={id} id={id} />
    </ProtectedRoute>
  );
}
