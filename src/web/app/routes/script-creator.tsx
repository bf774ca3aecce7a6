import { ProtectedRoute } from "@/components/guards/protected-route";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { ScriptScreen } from "@/features/generation/components/script-screen";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate>
        <ScriptScreen />
      </GenerationGate>
    </ProtectedRoute>
  );
}
