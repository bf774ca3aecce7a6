import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandFields } from "@/features/brands/components/brand-fields";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { BasePromptScreen } from "@/features/generation/components/base-prompt-screen";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { RESULT_PIECES } from "../result-pieces";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate pieces={RESULT_PIECES}>
        <BasePromptScreen
          brandPicker={(props) => <BrandPicker {...props} noneLabel="Nova marca" />}
          brandFields={(bind) => <BrandFields bind={bind} />}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
