import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { type ContactInput, contactSchema, useSendContact } from "../api/send-contact";

type ContactFormProps = { defaultName: string; defaultEmail: string };

export function ContactForm({ defaultName, defaultEmail }: ContactFormProps) {
  const send = useSendContact();
  const defaultValues = { name: defaultName, email: defaultEmail, message: "" };
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success("Mensagem enviada", {
          description: "Sua mensagem foi enviada com sucesso. Entraremos em contato em breve.",
        });
        form.reset(defaultValues);
      },
      onError: () =>
        toast.error("Erro", {
          description: "Não foi possível enviar a mensagem. Por favor, tente novamente.",
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">Entre em Contato</h1>
        <CardDescription>
          Tem uma dúvida, sugestão ou problema? Escreva para nós e responderemos por email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <FormField label="Nome" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label="Mensagem" error={errors.message?.message}>
            <Textarea
              className="min-h-[150px]"
              placeholder="Como podemos ajudar?"
              {...form.register("message")}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={send.isPending}>
            {send.isPending ? "Enviando..." : "Enviar Mensagem"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
