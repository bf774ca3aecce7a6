import { invitationWhatsappUrl } from "@shared/invitations";
import { MessageCircle } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { useInvitationLink } from "../api/invitations";

/**
 * "Copiar link" and "Enviar pelo WhatsApp" on a pending invitation: for a person who does not
 * read e-mail. Each asks the server for the link (only its hash is kept, so a new one replaces
 * the e-mailed one) at the click.
 */
export function InvitationLinkButtons({ id, email }: { id: string; email: string }) {
  const { user } = useMe();
  const link = useInvitationLink();
  const freshUrl = async () => (await link.mutateAsync(id)).url;

  const sendByWhatsapp = async () => {
    // Opened at the click, while the browser still counts it as the person's: a window opened
    // after the answer would be blocked as a pop-up.
    const tab = window.open("", "_blank");
    try {
      const url = invitationWhatsappUrl(await freshUrl(), user?.workspace.name ?? "");
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (error) {
      tab?.close();
      toast.error("Não foi possível gerar o link", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <>
      <CopyButton
        text={freshUrl}
        label="Copiar link"
        className="min-h-11 sm:min-h-10"
        aria-label={`Copiar link do convite para ${email}`}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="min-h-11 sm:min-h-10"
        disabled={link.isPending}
        onClick={() => void sendByWhatsapp()}
        aria-label={`Enviar convite para ${email} pelo WhatsApp`}
      >
        <MessageCircle aria-hidden="true" />
        Enviar pelo WhatsApp
      </Button>
    </>
  );
}
