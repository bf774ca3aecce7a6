import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";

function RedirectWithToast({
  to,
  title,
  description,
  from,
}: {
  to: string;
  title: string;
  description: string;
  from?: string;
}) {
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect to one toast.
    toast.error(title, { id: `admin-guard-${to}`, description });
  }, [title, description, to]);
  return <Navigate to={to} state={from ? { from } : undefined} replace />;
}

/** The /admin route guard: a mirror of the server's rule, for the user's sake only. */
export function AdminRouteGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useMe();
  const location = useLocation();

  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <RedirectWithToast
        to="/auth"
        title="Acesso restrito"
        description="Faça login para continuar."
        from={location.pathname + location.search}
      />
    );
  }
  if (user.role !== "admin") {
    return (
      <RedirectWithToast
        to="/"
        title="Acesso negado"
        description="Você não tem permissão para acessar esta área."
      />
    );
  }
  return children;
}
