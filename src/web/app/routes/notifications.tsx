import { ProtectedRoute } from "@/components/guards/protected-route";
import { PreferencesScreen } from "@/features/notifications/components/preferences-screen";

/** "Notificações": what reaches me by e-mail and on this device. */
export default function Page() {
  return (
    <ProtectedRoute>
      <section className="mx-auto max-w-3xl space-y-4">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">Notificações</h1>
          <p className="text-muted-foreground">
            O que chega até você além do sino do app, e neste aparelho.
          </p>
        </header>
        <PreferencesScreen />
      </section>
    </ProtectedRoute>
  );
}
