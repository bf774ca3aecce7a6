import { AdminPanel, type AdminTab } from "@/features/admin/components/admin-panel";
import { AdminRouteGuard } from "@/features/admin/components/admin-route-guard";
import { AuditTab } from "@/features/admin/components/audit-tab";
import { ContentTab } from "@/features/admin/components/content-tab";
import { PublishingTab } from "@/features/admin/components/publishing-tab";
import { UsageTab } from "@/features/admin/components/usage-tab";
import { UsersTab } from "@/features/admin/components/users-tab";
import { EmailsPanel } from "@/features/emails/components/emails-panel";

// Other features add their admin pages here as further tabs.
const tabs: AdminTab[] = [
  { value: "users", label: "Usuários", content: <UsersTab /> },
  { value: "prompts", label: "Prompts", content: <ContentTab /> },
  { value: "usage", label: "Uso de IA", content: <UsageTab /> },
  { value: "publishing", label: "Publicações", content: <PublishingTab /> },
  { value: "audit", label: "Auditoria", content: <AuditTab /> },
  { value: "emails", label: "Emails", content: <EmailsPanel /> },
];

export default function Page() {
  return (
    <AdminRouteGuard>
      <AdminPanel tabs={tabs} />
    </AdminRouteGuard>
  );
}
