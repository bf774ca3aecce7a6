import { ProtectedRoute } from "@/components/guards/protected-route";
import { ContactForm } from "@/features/contact/components/contact-form";
import { useMe } from "@/lib/auth";

function SupportContent() {
  const { user } = useMe();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl">
      <ContactForm defaultName={user.fullName ?? user.name} defaultEmail={user.email} />
    </div>
  );
}

export default function SupportPage() {
  return (
    <ProtectedRoute>
      <SupportContent />
    </ProtectedRoute>
  );
}
