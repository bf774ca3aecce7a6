import { roleMay } from "@shared/workspaces";
import { History } from "lucide-react";
import { useState } from "react";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { useActivity } from "../api/activity";
import { useWorkspaceBrands } from "../api/workspaces";
import { ActivityList } from "./activity-list";
import { MemberFilter } from "./member-filter";

/**
 * "Atividade": who did what in the current workspace, for the Proprietário and the
 * Administradores (the server refuses anyone else), filtered by member and brand, page by page.
 */
export function ActivityScreen() {
  const { user } = useMe();
  const [member, setMember] = useState("");
  const [brand, setBrand] = useState("");
  const allowed = user ? roleMay(user.workspace.role, "members") : false;
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Atividade</h1>
        <p className="text-muted-foreground">
          Quem fez o quê em <strong>{user.workspace.name}</strong>.
        </p>
      </div>
      {allowed ? (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            <MemberFilter label="Membro" value={member} onChange={setMember} />
            <BrandSelect value={brand} onChange={setBrand} />
          </div>
          <ActivityLog member={member} brand={brand} />
        </>
      ) : (
        <Card>
          <CardContent className="py-10 text-center">
            Só o Proprietário e os Administradores veem a atividade do espaço de trabalho.
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function BrandSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const brands = useWorkspaceBrands().data?.items;
  if (!brands?.length) return null;
  return (
    <Select
      aria-label="Marca"
      className="w-full sm:w-56"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Marca: todas</option>
      {brands.map((b) => (
        <option key={b.id} value={b.id}>
          {b.brandName}
        </option>
      ))}
    </Select>
  );
}

function ActivityLog({ member, brand }: { member: string; brand: string }) {
  const activity = useActivity({ member, brand });
  const lines = activity.data?.pages.flatMap((page) => page.items);
  if (activity.isError && !lines) {
    return (
      <LoadFailed
        message="Não foi possível carregar a atividade."
        onRetry={() => activity.refetch()}
      />
    );
  }
  if (!lines) return <Spinner label="Carregando atividade..." />;
  if (lines.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <History className="h-10 w-10 text-primary" aria-hidden="true" />
          <p>
            {member || brand
              ? "Nenhuma atividade encontrada."
              : "Nenhuma atividade ainda. O que a equipe fizer aparece aqui."}
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <ActivityList lines={lines} />
      <p className="sr-only" aria-live="polite">
        {`${lines.length} ${lines.length === 1 ? "registro" : "registros"} exibidos.`}
      </p>
      {activity.isFetchNextPageError && (
        <p className="text-sm text-destructive" role="alert">
          Não foi possível carregar mais. Tente novamente.
        </p>
      )}
      {activity.hasNextPage && (
        <div className="flex justify-center">
          <Button
            type="button"
            variant="outline"
            className="max-sm:w-full"
            disabled={activity.isFetchingNextPage}
            onClick={() => activity.fetchNextPage()}
          >
            {activity.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
          </Button>
        </div>
      )}
    </div>
  );
}
