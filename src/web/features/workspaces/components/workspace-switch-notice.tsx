import { EMBEDDED_SWITCH_ID, switchNotice, type WorkspaceSwitch } from "@shared/workspace-switch";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/** The switch the server made for this page's link (src/server/workspaces/item-link.ts), if any. */
function embeddedSwitch(): WorkspaceSwitch | null {
  const json = document.getElementById(EMBEDDED_SWITCH_ID)?.textContent;
  return json ? (JSON.parse(json) as WorkspaceSwitch) : null;
}

/**
 * "Você mudou para o espaço de trabalho X": a link opened an item of another of the user's
 * workspaces, and the server switched to it. A polite live region (the text arrives after the
 * first paint, so screen readers announce it), until dismissed.
 */
export default function WorkspaceSwitchNotice() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const switched = embeddedSwitch();
    if (switched) setMessage(switchNotice(switched.name));
  }, []);
  return (
    <div role="status" aria-live="polite" className="empty:hidden mb-6">
      {message && (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-primary/40 bg-primary/5 py-2 pl-4 pr-2 text-sm">
          <p>{message}</p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Fechar aviso"
            onClick={() => setMessage(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
