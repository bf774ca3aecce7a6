import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { ArtScreen } from "@/features/generation/components/art-screen";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { RESULT_PIECES } from "../result-pieces";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate pieces={RESULT_PIECES}>
        <ArtScreen
          brandPicker={(props) => (
            <BrandPicker {...props} noneLabel="Sem marca (colar o Prompt Mãe)" />
          )}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
