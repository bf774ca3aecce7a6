import { useSearchParams } from "react-router";
import { ProtectedRoute } from "@/components/guards/protected-route";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DataRightsCard } from "@/features/account/components/data-rights-card";
import { SubscriptionTab } from "@/features/billing/components/subscription-tab";
import { ProfileTab } from "@/features/profile/components/profile-tab";

type Tab = "profile" | "subscription";
const tabOf = (value: string | null): Tab => (value === "subscription" ? value : "profile");

export default function ProfilePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));

  // The tab lives in the address (links and reloads keep it) without a new history entry.
  const selectTab = (value: string) =>
    setSearchParams(
      (params) => {
        params.set("tab", tabOf(value));
        return params;
      },
      { replace: true },
    );

  return (
    <ProtectedRoute>
      <div className="mx-auto max-w-4xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">Meu Perfil</h1>
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList>
            <TabsTrigger value="profile">Perfil</TabsTrigger>
            <TabsTrigger value="subscription">Assinatura</TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="space-y-6">
            <ProfileTab />
            <DataRightsCard />
          </TabsContent>
          <TabsContent value="subscription">
            <SubscriptionTab />
          </TabsContent>
        </Tabs>
      </div>
    </ProtectedRoute>
  );
}
