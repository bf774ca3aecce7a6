import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { ScriptScreen } from "@/features/generation/components/script-screen";
import { RESULT_PIECES } from "../result-pieces";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate pieces={RESULT_PIECES}>
        <ScriptScreen
          brandPicker={(props) => (
            <BrandPicker {...props} noneLabel="Sem marca (colar o Prompt Mãe)" />
          )}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
