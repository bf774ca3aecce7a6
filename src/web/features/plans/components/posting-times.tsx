import { DEFAULT_POSTING_TIME, NETWORK_LABELS, NETWORKS, type Network } from "@shared/publishing";
import { roleMay } from "@shared/workspaces";
import { Clock } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  PHONE_SHEET,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { usePlanPublishing, useUpdatePublishingSettings } from "../api/publishing";

/*
 * "Horários de publicação" (decision 063): the plan's default posting time per network, in
 * Brazil's time, that "Agendar publicação" proposes and "Publicar quando o cliente aprovar"
 * uses. Shown to who may schedule; disabled until the plan's settings come (no layout shift).
 */

type Times = Record<Network, string>;

function TimesForm({
  planId,
  saved,
  onDone,
}: {
  planId: string;
  saved: Times;
  onDone: () => void;
}) {
  const update = useUpdatePublishingSettings(planId);
  const [times, setTimes] = useState(saved);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { postingTimes: times },
      {
        onSuccess: () => {
          toast.success("Horários salvos");
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {NETWORKS.map((network) => (
        <FormField key={network} label={`${NETWORK_LABELS[network]} (horário de Brasília)`}>
          <Input
            type="time"
            required
            className="w-32"
            value={times[network]}
            onChange={(event) => setTimes({ ...times, [network]: event.target.value })}
          />
        </FormField>
      ))}
      <DialogFooter>
        <Button type="submit" className="min-h-11 sm:min-h-10" disabled={update.isPending}>
          Salvar horários
        </Button>
      </DialogFooter>
    </form>
  );
}

export function PostingTimes({ planId }: { planId: string }) {
  const { user } = useMe();
  const publishing = usePlanPublishing(planId);
  const [open, setOpen] = useState(false);
  if (!user || !roleMay(user.workspace.role, "write")) return null;
  const chosen = publishing.data?.postingTimes ?? {};
  const saved = Object.fromEntries(
    NETWORKS.map((network) => [network, chosen[network] ?? DEFAULT_POSTING_TIME]),
  ) as Times;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" disabled={!publishing.data}>
          <Clock aria-hidden="true" />
          Horários de publicação
        </Button>
      </DialogTrigger>
      <DialogContent className={PHONE_SHEET}>
        <DialogHeader className="pr-8">
          <DialogTitle>Horários de publicação</DialogTitle>
          <DialogDescription>
            O horário em que cada post aprovado deste plano é agendado, se você não escolher outro
            ao agendar.
          </DialogDescription>
        </DialogHeader>
        {open && <TimesForm planId={planId} saved={saved} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
