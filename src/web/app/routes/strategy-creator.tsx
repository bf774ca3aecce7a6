import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { StrategyScreen } from "@/features/generation/components/strategy-screen";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate>
        <StrategyScreen
          brandPicker={(props) => (
            <BrandPicker {...props} noneLabel="Sem marca (colar o Prompt Mãe)" />
          )}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
