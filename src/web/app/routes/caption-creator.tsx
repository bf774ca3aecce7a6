import { ProtectedRoute } from "@/components/guards/protected-route";
import { BrandPicker } from "@/features/brands/components/brand-picker";
import { CaptionCopyButtons, CaptionCounters } from "@/features/content/components/caption-copy";
import { CaptionScreen } from "@/features/generation/components/caption-screen";
import { GenerationGate } from "@/features/generation/components/generation-gate";
import { RESULT_PIECES } from "../result-pieces";

export default function Page() {
  return (
    <ProtectedRoute requireSubscription>
      <GenerationGate pieces={RESULT_PIECES}>
        <CaptionScreen
          brandPicker={(props) => (
            <BrandPicker {...props} noneLabel="Sem marca (colar o Prompt Mãe)" />
          )}
          captionTools={(props) => (
            <>
              <CaptionCounters {...props} />
              <CaptionCopyButtons {...props} />
            </>
          )}
        />
      </GenerationGate>
    </ProtectedRoute>
  );
}
