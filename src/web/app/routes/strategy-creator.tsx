import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { StrategyCalendar } from "@/features/content/components/calendar/strategy-calendar";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { StrategyScreen } from "@/features/generation/components/strategy-screen";
import { RESULT_PIECES } from "../result-pieces";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate pieces={RESULT_PIECES}>
        <StrategyScreen
          brandPicker={(props) => (
            <BrandPicker {...props} noneLabel="Sem marca (colar o Prompt Mãe)" />
          )}
          calendar={(props) => <StrategyCalendar {...props} />}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
