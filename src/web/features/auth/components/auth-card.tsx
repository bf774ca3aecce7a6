import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

type Mode = "login" | "register";

export function AuthCard() {
  const [mode, setMode] = useState<Mode>("login");
  return (
    <Card>
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">
          {mode === "login" ? "Entrar na sua conta" : "Criar uma conta"}
        </h1>
        <CardDescription>
          {mode === "login"
            ? "Acesse suas ferramentas de conteúdo inteligente."
            : "Cadastre-se para começar a criar conteúdo com IA."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Cadastro</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="space-y-4">
            <LoginForm />
            <p className="text-center text-sm text-muted-foreground">
              Não tem uma conta?{" "}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                onClick={() => setMode("register")}
              >
                Cadastre-se
              </Button>
            </p>
          </TabsContent>
          <TabsContent value="register" className="space-y-4">
            <RegisterForm onSignedUp={() => setMode("login")} />
            <p className="text-center text-sm text-muted-foreground">
              Já tem uma conta?{" "}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                onClick={() => setMode("login")}
              >
                Faça login
              </Button>
            </p>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
