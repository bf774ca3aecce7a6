import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { BasePromptScreen } from "@/features/generation/components/base-prompt-screen";
import { GenerationGate } from "@/features/generation/components/generation-gate";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate>
        <BasePromptScreen
          brandPicker={(props) => <BrandPicker {...props} noneLabel="Nova marca" />}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
