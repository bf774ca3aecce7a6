import { Download, Share, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { install, isIosSafari, runsInstalled, useInstallOffer } from "@/lib/installable";

/** Where a dismissal is remembered, on this device. */
const DISMISSED_KEY = "install-hint-dismissed";

const dismissedBefore = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
};

/**
 * "Instalar o app" (decision 062): on Android and Chrome, the browser's own install dialog, once
 * it offers one; on an iPhone's Safari, the steps to add the app to the home screen, where alone
 * iOS delivers its notifications. A small card at the bottom, shown until installed or dismissed
 * ("Agora não" is remembered on the device), never taking the focus.
 */
export function InstallHint() {
  const offer = useInstallOffer();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const [ios] = useState(() => isIosSafari() && !runsInstalled());
  if (dismissed || (!offer && !ios)) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Not remembered: it shows again on the next visit.
    }
  };
  return (
    <section
      aria-labelledby="install-hint-title"
      className="fixed inset-x-3 bottom-3 z-40 rounded-lg border bg-card p-4 text-card-foreground shadow-lg sm:left-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-md" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="install-hint-title" className="font-semibold">
            Instale o app Conteúdo Inteligente
          </h2>
          {offer ? (
            <p className="text-sm text-muted-foreground">
              Abra direto da tela inicial e receba os avisos da equipe e os posts do dia no celular.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              No iPhone, toque em Compartilhar{" "}
              <Share aria-hidden="true" className="inline size-4 align-text-bottom" /> e depois em
              "Adicionar à Tela de Início". Os avisos no celular só funcionam com o app instalado.
            </p>
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Fechar dica de instalação"
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={dismiss}>
          Agora não
        </Button>
        {offer && (
          <Button
            type="button"
            size="sm"
            onClick={async () => {
              if ((await install(offer)) === "accepted") setDismissed(true);
            }}
          >
            <Download aria-hidden="true" />
            Instalar o app
          </Button>
        )}
      </div>
    </section>
  );
}
