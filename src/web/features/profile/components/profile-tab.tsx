import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useSignOutWithToasts } from "@/lib/auth";
import { formatLongDate } from "@/lib/format";
import { useProfile } from "../api/profile";
import { ProfileForm } from "./profile-form";

export function ProfileTab() {
  const { data: profile, isLoading, error } = useProfile();
  const { signOut, isPending: signingOut } = useSignOutWithToasts();

  if (isLoading) return <Spinner />;
  if (!profile) {
    return (
      <p role="alert" className="text-destructive">
        {error?.message ?? "Não foi possível carregar seu perfil."}
      </p>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informações Pessoais</CardTitle>
        <CardDescription>Atualize seu nome e seu nome de usuário.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ProfileForm profile={profile} />
        <div className="space-y-2 border-t pt-6">
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" value={profile.email} readOnly disabled />
          <p className="text-sm text-muted-foreground">O email da conta não pode ser alterado.</p>
        </div>
        <p className="text-sm text-muted-foreground">
          Membro desde{" "}
          <span className="font-medium text-foreground">
            {formatLongDate(profile.created_at || new Date())}
          </span>
        </p>
        <Button variant="outline" onClick={signOut} disabled={signingOut}>
          <LogOut aria-hidden="true" /> Sair
        </Button>
      </CardContent>
    </Card>
  );
}
