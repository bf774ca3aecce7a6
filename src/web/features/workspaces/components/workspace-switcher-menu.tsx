import { Building2, Check, ChevronsUpDown, Plus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
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

// Loaded on the first "Criar espaço de trabalho": its form's schema (zod) would otherwise be
// built at the start of every signed-in page (decision 065).
const CreateWorkspaceDialog = lazy(() =>
  import("./create-workspace-dialog").then((m) => ({ default: m.CreateWorkspaceDialog })),
);

/**
 * The header's (and the phone menu's) switcher: the current workspace's name; its menu lists
 * the user's workspaces, read when it first opens, and "Criar espaço de trabalho". The default
 * export: the app layer loads it lazily, for members only.
 */
export default function WorkspaceSwitcher() {
  const { user } = useMe();
  const [open, setOpen] = useState(false);
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
          <button
            ref={trigger}
            type="button"
            aria-label={`Espaço de trabalho: ${current.name}`}
            title={current.name}
            // Beside a full bar the name is shortened, below 2xl left to the label and the title:
            // an admin's bar, ten items since the art tool, must still fit 1280 px.
            className="flex min-h-11 max-w-full items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring 2xl:max-w-40"
          >
            <Building2 className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate lg:max-2xl:sr-only">{current.name}</span>
            <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
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
