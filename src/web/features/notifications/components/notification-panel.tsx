import type { NotificationItem } from "@shared/notifications";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useMarkAllRead, useMarkRead, useNotifications } from "../api/notifications";
import { BellButton } from "./bell-button";

const when = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

function Item({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={item.url}
        onClick={onOpen}
        className={cn(
          "flex min-h-11 flex-col gap-0.5 rounded-md px-3 py-2 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          !item.read && "bg-primary/5",
        )}
      >
        <span className="flex items-start gap-2">
          {!item.read && (
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
          )}
          <span className={cn("text-sm", !item.read && "font-semibold")}>
            {!item.read && <span className="sr-only">Não lida: </span>}
            {item.title}
          </span>
        </span>
        <span className="break-words text-sm text-muted-foreground">{item.body}</span>
        <time className="text-xs text-muted-foreground" dateTime={item.createdAt}>
          {when.format(new Date(item.createdAt))}
        </time>
      </Link>
    </li>
  );
}

function Items({ close }: { close: () => void }) {
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkRead();
  if (isPending) return <Spinner label="Carregando notificações..." />;
  if (isError) {
    return (
      <LoadFailed
        message="Não foi possível carregar as notificações."
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.items.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-muted-foreground">
        Nenhuma notificação por enquanto. Avisaremos aqui quando um cliente responder, uma tarefa
        chegar ou algo precisar de você.
      </p>
    );
  }
  return (
    <ul aria-label="Notificações" className="flex flex-col gap-1">
      {data.items.map((item) => (
        <Item
          key={item.id}
          item={item}
          onOpen={() => {
            if (!item.read) markRead.mutate(item.id);
            close();
          }}
        />
      ))}
    </ul>
  );
}

/**
 * The bell's list, loaded on its first use and shown open at once: a panel under the bell on a
 * desktop, a full sheet on a phone. Opening an item marks it read and goes to its object.
 */
export default function NotificationPanel() {
  const [open, setOpen] = useState(true);
  const { data } = useNotifications();
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <BellButton unread={unread} />
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none sm:left-auto sm:right-4 sm:top-16 sm:max-h-[min(36rem,calc(100dvh-5rem))] sm:w-96 sm:translate-x-0 sm:translate-y-0 content-start gap-3 p-4"
      >
        <div className="flex items-center justify-between gap-2 pr-10">
          <DialogTitle>Notificações</DialogTitle>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Marcar todas como lidas
          </Button>
        </div>
        {markAll.isError && (
          <p role="alert" className="text-sm text-destructive">
            {markAll.error.message}
          </p>
        )}
        <Items close={() => setOpen(false)} />
        <Link
          to="/notificacoes"
          onClick={() => setOpen(false)}
          className="text-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Preferências de notificação
        </Link>
      </DialogContent>
    </Dialog>
  );
}
