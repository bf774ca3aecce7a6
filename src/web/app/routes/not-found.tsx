import { Link } from "react-router";
import { Button } from "@/components/ui/button";

// The server has already answered this path with 404 and logged it.
export default function NotFoundPage() {
  return (
    <section className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted-foreground">A página que você procura não existe ou foi movida.</p>
      <Button asChild>
        <Link to="/">Voltar para o início</Link>
      </Button>
    </section>
  );
}
