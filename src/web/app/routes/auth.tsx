import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { AuthCard } from "@/features/auth/components/auth-card";
import { AuthQueryAlert } from "@/features/auth/components/auth-query-alert";
import { useMe } from "@/lib/auth";

/** Only a path of this app may be a redirect target (never `//other.site`). */
function originOf(state: unknown) {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/";
}

export default function AuthPage() {
  const { user, isLoading } = useMe();
  const location = useLocation();

  if (isLoading) return <Spinner />;
  if (user) return <Navigate to={originOf(location.state)} replace />;

  return (
    <div className="mx-auto max-w-md space-y-4">
      <AuthQueryAlert />
      <AuthCard />
    </div>
  );
}
