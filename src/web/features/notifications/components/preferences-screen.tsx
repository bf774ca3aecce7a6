import {
  type Channel,
  NOTIFICATION_KIND_VALUES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type PreferencesAnswer,
  type QuietWindow,
} from "@shared/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { usePreferences, useSavePreferences } from "../api/notifications";
import { currentSubscription, disablePush, enablePush, pushBlocker } from "../api/push-device";

const SAVED = "Preferências salvas.";

const hours = (window: NonNullable<QuietWindow>) => `das ${window.start}h às ${window.end}h`;

/** "Ativar neste aparelho": this device's push, with what stands in its way said plainly. */
function ThisDevice() {
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: ["push-device"], queryFn: currentSubscription });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      setProblem(
        (error as Error).message || "Não foi possível ativar as notificações neste aparelho.",
      );
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ["push-device"] });
    }
  };
  const blocker = pushBlocker();
  const on = device.data !== null && device.data !== undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Neste aparelho</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">
          {on
            ? "Este aparelho recebe notificações do app."
            : "Receba as notificações no celular ou no computador, mesmo com o app fechado."}
        </p>
        {on ? (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => void act(disablePush, "Notificações desativadas neste aparelho.")}
          >
            Desativar neste aparelho
          </Button>
        ) : (
          <Button
            type="button"
            disabled={busy || device.isPending}
            onClick={() => void act(enablePush, "Notificações ativadas neste aparelho.")}
          >
            Ativar neste aparelho
          </Button>
        )}
        {(problem ?? (on ? null : blocker)) && (
          <p role="status" className="text-sm text-muted-foreground">
            {problem ?? blocker}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

const CHANNEL_LABEL: Record<Channel, string> = { email: "Email", push: "No aparelho" };

function Kinds({ preferences }: { preferences: PreferencesAnswer }) {
  const save = useSavePreferences();
  const change = (kind: NotificationKind, channel: Channel, on: boolean) =>
    save.mutate(
      { kinds: { [kind]: { ...preferences.kinds[kind], [channel]: on } } },
      {
        onSuccess: () => toast.success(SAVED),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">O que chega até você</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Tudo aparece no sino do app. Escolha o que também chega por email (no máximo um por hora,
          juntando o que aconteceu) e no aparelho.
        </p>
        <ul className="divide-y">
          {NOTIFICATION_KIND_VALUES.map((kind) => (
            <li key={kind}>
              <fieldset className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <legend className="float-left text-sm font-medium sm:float-none">
                  {NOTIFICATION_KINDS[kind].label}
                </legend>
                <div className="clear-left flex gap-6">
                  {(["email", "push"] as const).map((channel) => (
                    <label
                      key={channel}
                      htmlFor={`notify-${kind}-${channel}`}
                      className="flex min-h-11 items-center gap-2 text-sm"
                    >
                      <Checkbox
                        id={`notify-${kind}-${channel}`}
                        checked={preferences.kinds[kind][channel]}
                        disabled={save.isPending}
                        onChange={(event) => change(kind, channel, event.target.checked)}
                      />
                      {CHANNEL_LABEL[channel]}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
        {preferences.quietWindow && (
          <label htmlFor="notify-quiet" className="flex min-h-11 items-center gap-2 text-sm">
            <Checkbox
              id="notify-quiet"
              checked={preferences.quietHours}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate(
                  { quietHours: event.target.checked },
                  {
                    onSuccess: () => toast.success(SAVED),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            />
            Silenciar o aparelho {hours(preferences.quietWindow)} (horário de Brasília): o que
            chegar nesse horário aparece às {preferences.quietWindow.end}h.
          </label>
        )}
      </CardContent>
    </Card>
  );
}

/** "Notificações": this device's push and, per kind, e-mail and push on or off. */
export function PreferencesScreen() {
  const { data, isPending, isError, refetch } = usePreferences();
  return (
    <div className="space-y-4">
      <ThisDevice />
      {isPending ? (
        <Spinner label="Carregando preferências..." />
      ) : isError ? (
        <LoadFailed
          message="Não foi possível carregar suas preferências."
          onRetry={() => void refetch()}
        />
      ) : (
        <Kinds preferences={data} />
      )}
    </div>
  );
}
