import type { CreatedShareLink, ShareExpiry } from "@shared/approval";
import { SHARE_EXPIRIES } from "@shared/approval";
import { whatsappShareUrl } from "@shared/approval-rules";
import type { PlanSummary } from "@shared/plans";
import { Share2 } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { useCreateShare } from "../api/shares";
import { ShareList } from "./share-list";

/** The link just made (or replaced): its URL is shown this once, to copy or send. */
function NewLink({ link }: { link: CreatedShareLink }) {
  return (
    <div className="space-y-2 rounded-md border bg-secondary/50 p-3" aria-live="polite">
      <p className="text-sm font-medium">Link pronto. Envie ao seu cliente:</p>
      <p className="break-all rounded bg-card p-2 font-mono text-xs">{link.url}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <CopyButton text={link.url} label="Copiar link" variant="outline" />
        <Button asChild>
          <a href={whatsappShareUrl(link.url)} target="_blank" rel="noopener noreferrer">
            Enviar pelo WhatsApp
          </a>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Por segurança, o endereço completo só aparece agora. Se perdê-lo, substitua o link.
      </p>
    </div>
  );
}

/**
 * "Compartilhar com cliente": makes a link a client opens without an account, and manages
 * the plan's active links (docs/decisions/022-client-approval-links.md).
 */
export function ShareButton({ plan }: { plan: Pick<PlanSummary, "id" | "title"> }) {
  const [open, setOpen] = useState(false);
  const [expiresIn, setExpiresIn] = useState<ShareExpiry>("30");
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const create = useCreateShare(plan.id);

  const submit = () =>
    create.mutate(expiresIn, {
      onSuccess: setCreated,
      onError: (error) => toast.error(error.message),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCreated(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden />
          Compartilhar com cliente
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Compartilhar com cliente</DialogTitle>
          <DialogDescription>
            Seu cliente abre “{plan.title}” sem criar conta, aprova cada publicação ou pede ajustes.
            Ele não vê mais nada da sua conta.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Validade do link</legend>
          <div className="flex flex-wrap gap-2">
            {SHARE_EXPIRIES.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  type="radio"
                  name="share-expiry"
                  value={option.value}
                  checked={expiresIn === option.value}
                  onChange={() => setExpiresIn(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button onClick={submit} disabled={create.isPending}>
          Criar link
        </Button>
        {created && <NewLink link={created} />}
        <ShareList plan={plan} enabled={open} onReplaced={setCreated} />
      </DialogContent>
    </Dialog>
  );
}
