import { Crown } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { ProSamples } from "./pro-samples";

function SignInRedirect({ from }: { from: string }) {
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect (and quick re-renders) to one toast.
    toast.error("Acesso restrito", {
      id: "acesso-restrito",
      description: "Faça login para continuar.",
    });
  }, []);
  return <Navigate to="/auth" state={{ from }} replace />;
}

function SubscriptionRequired() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 py-12 text-center">
      <Alert variant="warning" className="text-left">
        <Crown aria-hidden="true" />
        <AlertTitle>Assinatura necessária</AlertTitle>
        <AlertDescription>
          É necessário ter uma assinatura Pro para acessar esta funcionalidade.
        </AlertDescription>
      </Alert>
      <h1 className="text-2xl font-bold">Torne-se um usuário Pro</h1>
      <Button asChild>
        <Link to="/profile?tab=subscription">Ver planos de assinatura</Link>
      </Button>
      <ProSamples />
    </section>
  );
}

/** Wraps a page that needs a signed-in user, and optionally an active Pro subscription. */
export function ProtectedRoute({
  requireSubscription = false,
  children,
}: {
  requireSubscription?: boolean;
  children: ReactNode;
}) {
  const { user, isLoading } = useMe();
  const location = useLocation();

  if (isLoading) return <Spinner />;
  if (!user) return <SignInRedirect from={location.pathname + location.search} />;
  // The API computes access (and enforces it); the page only follows its answer.
  if (requireSubscription && !user.hasProAccess) return <SubscriptionRequired />;
  return children;
}
