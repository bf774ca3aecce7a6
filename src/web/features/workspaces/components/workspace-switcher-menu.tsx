import { Check, Plus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useFocusFirstItem } from "@/components/layout/use-lazy-popup";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useSwitchWorkspace, useWorkspaceList } from "../api/workspaces";
import { WorkspaceButton } from "./workspace-button";

// Loaded on the first "Criar espaço de trabalho": its form's schema (zod) would otherwise be
// built at the start of every signed-in page (decision 065).
const CreateWorkspaceDialog = lazy(() =>
  import("./create-workspace-dialog").then((m) => ({ default: m.CreateWorkspaceDialog })),
);

/**
 * The switcher's menu: the user's workspaces, read when it opens, and "Criar espaço de
 * trabalho". Loaded on the first use of the switcher's button (workspace-switcher.tsx) and
 * shown open at once; opened by a key, focus goes to its first item.
 */
export default function WorkspaceSwitcherMenu({ focusFirstItem }: { focusFirstItem: boolean }) {
  const { user } = useMe();
  const focusFirst = useFocusFirstItem(focusFirstItem);
  const [open, setOpen] = useState(true);
  const [creating, setCreating] = useState(false);
  // Kept mounted once asked for, so that closing it still animates.
  const [dialogAsked, setDialogAsked] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useWorkspaceList(open);
  const switchTo = useSwitchWorkspace();
  if (!user) return null;
  const current = user.workspace;

  const choose = (id: string, name: string) => {
    if (id === current.id) return;
    switchTo.mutate(id, {
      onSuccess: () => toast.success(`Você está em ${name}.`),
      onError: (error) =>
        toast.error("Não foi possível trocar de espaço de trabalho", {
          description: error.message,
        }),
    });
  };

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <WorkspaceButton ref={trigger} name={current.name} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" onFocus={focusFirst}>
          <DropdownMenuLabel className="text-xs text-muted-foreground">
            Espaços de trabalho
          </DropdownMenuLabel>
          {list.isPending && <DropdownMenuItem disabled>Carregando...</DropdownMenuItem>}
          {list.isError && (
            <DropdownMenuItem onSelect={() => void list.refetch()}>
              Não foi possível carregar. Tentar de novo
            </DropdownMenuItem>
          )}
          {list.data?.items.map((workspace) => {
            const isCurrent = workspace.id === current.id;
            return (
              <DropdownMenuItem
                key={workspace.id}
                aria-current={isCurrent ? "true" : undefined}
                onSelect={() => choose(workspace.id, workspace.name)}
              >
                <Check className={cn(!isCurrent && "invisible")} aria-hidden="true" />
                <span className="truncate">{workspace.name}</span>
              </DropdownMenuItem>
            );
          })}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              setDialogAsked(true);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" /> Criar espaço de trabalho
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogAsked && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog
            open={creating}
            onClose={() => setCreating(false)}
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      )}
    </>
  );
}
