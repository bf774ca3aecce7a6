import { ProtectedRoute } from "@/components/guards/protected-route";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { StrategyScreen } from "@/features/generation/components/strategy-screen";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate>
        <StrategyScreen />
      </GenerationGate>
    </ProtectedRoute>
  );
}
