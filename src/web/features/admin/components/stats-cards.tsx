import { Ban, Building2, FileText, Lock, Shield, Star, Users } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AdminCounts, AdminStats } from "../api/stats";

const cards: { key: keyof AdminCounts; label: string; icon: typeof Users }[] = [
  { key: "totalUsers", label: "Total Usuários", icon: Users },
  { key: "admins", label: "Admins", icon: Shield },
  { key: "banned", label: "Banidos", icon: Ban },
  { key: "locked", label: "Travados", icon: Lock },
  { key: "subscribers", label: "Assinantes", icon: Star },
  { key: "prompts", label: "Prompts", icon: FileText },
  { key: "workspaces", label: "Espaços de trabalho", icon: Building2 },
];

const integer = new Intl.NumberFormat("pt-BR");
// An estimate (decision 059) is shown to three figures: its last digits mean nothing.
const rounded = new Intl.NumberFormat("pt-BR", { maximumSignificantDigits: 3 });

function Count({ stats, name }: { stats: AdminStats | undefined; name: keyof AdminCounts }) {
  if (!stats) return <>—</>;
  if (!stats.estimated?.some((estimated) => estimated === name))
    return <>{integer.format(stats[name])}</>;
  return (
    <>
      <span title="Estimativa do banco de dados: contar cada linha de uma tabela tão grande seria lento">
        ≈ {rounded.format(stats[name])}
      </span>
      <span className="block text-xs font-normal text-muted-foreground">estimativa</span>
    </>
  );
}

export function StatsCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <ul
      aria-label="Números da plataforma"
      className="grid grid-cols-2 gap-4 md:grid-cols-4 xl:grid-cols-7"
    >
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card>
            <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
                {label}
              </CardTitle>
              <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold" data-testid={`stat-${key}`}>
                <Count stats={stats} name={key} />
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
