import { ProtectedRoute } from "@/components/guards/protected-route";
import { BasePromptScreen } from "@/features/generation/components/base-prompt-screen";
import { GenerationGate } from "@/features/generation/components/generation-gate";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate>
        <BasePromptScreen />
      </GenerationGate>
    </ProtectedRoute>
  );
}
