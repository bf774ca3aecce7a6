import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiRequestError } from "@/lib/api-client";
import { useAdminStats } from "../api/stats";
import { AccessDenied } from "./access-denied";
import { BackupLine } from "./backup-line";
import { StatsCards } from "./stats-cards";

export type AdminTab = { value: string; label: string; content: ReactNode };

/** "Painel Administrativo": refresh, the six counts, the last backup and the page's tabs. */
export function AdminPanel({ tabs }: { tabs: AdminTab[] }) {
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const fetching = useIsFetching({ queryKey: ["admin"] }) > 0;

  if (stats.error instanceof ApiRequestError && [401, 403].includes(stats.error.status)) {
    return <AccessDenied />;
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Painel Administrativo</h1>
        <Button
          variant="outline"
          onClick={() => queryClient.invalidateQueries({ queryKey: ["admin"] })}
          disabled={fetching}
        >
          <RefreshCw className={fetching ? "animate-spin" : undefined} aria-hidden="true" />
          Atualizar Dados
        </Button>
      </div>
      {stats.isLoading ? <Spinner /> : <StatsCards stats={stats.data} />}
      <BackupLine />
      <Tabs defaultValue={tabs[0]?.value}>
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
