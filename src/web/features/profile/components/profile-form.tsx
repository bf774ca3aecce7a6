import { zodResolver } from "@hookform/resolvers/zod";
import { profileUpdateSchema } from "@shared/profile";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type Profile, type ProfileUpdateInput, useUpdateProfile } from "../api/profile";

const FIELDS = ["full_name", "username"] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { full_name: profile.full_name ?? "", username: profile.username ?? "" },
  });
  const { errors } = form.formState;

  const save = (values: ProfileUpdateInput) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ full_name: saved.full_name ?? "", username: saved.username ?? "" });
        toast.success("Perfil atualizado", {
          description: "Suas informações foram atualizadas com sucesso.",
        });
      },
      onError: (error) => {
        toast.error("Erro ao atualizar perfil", { description: error.message });
        if (error instanceof ApiRequestError && error.status === 409) {
          form.setError("username", { message: error.message });
        }
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        for (const name of FIELDS) {
          const message = fields?.[name];
          if (message) form.setError(name, { message });
        }
      },
    });

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(save)}>
      <FormField label="Nome Completo" error={errors.full_name?.message}>
        <Input autoComplete="name" {...form.register("full_name")} />
      </FormField>
      <FormField
        label="Nome de Usuário"
        error={errors.username?.message}
        hint="Letras sem acento, números, ponto e sublinhado."
      >
        <Input autoComplete="username" {...form.register("username")} />
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? "Salvando..." : "Salvar Alterações"}
      </Button>
    </form>
  );
}
