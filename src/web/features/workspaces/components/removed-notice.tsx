import { removedNotice } from "@shared/workspaces";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { useSwitchWorkspace } from "../api/workspaces";

/**
 * A member removed from a team lands in their personal workspace on their next request: this
 * says why, instead of leaving them on an empty "Cadastre sua primeira marca". "Entendi"
 * chooses the workspace they are in, which ends the notice.
 */
export default function RemovedNotice() {
  const { user } = useMe();
  const choose = useSwitchWorkspace();
  const removedFrom = user?.workspace.removedFrom;
  if (!user || !removedFrom) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/50 bg-warning/10 py-2 pl-4 pr-2 text-sm"
    >
      <p>{removedNotice(removedFrom)}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={choose.isPending}
        onClick={() => choose.mutate(user.workspace.id)}
      >
        Entendi
      </Button>
    </div>
  );
}
