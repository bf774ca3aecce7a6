import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { CaptionScreen } from "@/features/generation/components/caption-screen";
import { GenerationGate } from "@/features/generation/components/generation-gate";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate>
        <CaptionScreen
          brandPicker={(props) => (
            <BrandPicker {...props} noneLabel="Sem marca (colar o Prompt Mãe)" />
          )}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
