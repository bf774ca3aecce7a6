import { Link } from "react-router";

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="container mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
        {/* A page prerendered in December may be read in January: the browser's year wins. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} Conteúdo Inteligente. Todos os direitos reservados.
        </p>
        <nav aria-label="Links legais" className="flex gap-4">
          <Link to="/termos-de-uso" className="hover:text-foreground hover:underline">
            Termos de Uso
          </Link>
          <Link to="/politica-de-privacidade" className="hover:text-foreground hover:underline">
            Política de Privacidade
          </Link>
        </nav>
      </div>
    </footer>
  );
}
