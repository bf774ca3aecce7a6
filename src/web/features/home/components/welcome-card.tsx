import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function WelcomeCard() {
  return (
    <Card className="mx-auto max-w-2xl border-primary/30 text-center">
      <CardHeader>
        <CardTitle as="h2">Bem-vindo!</CardTitle>
        <CardDescription>
          Entre ou crie sua conta para gerar prompts, estratégias e roteiros com inteligência
          artificial, e encontrar tudo de novo no seu histórico.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg">
          <Link to="/auth">Acessar Plataforma</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
