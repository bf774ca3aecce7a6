import { Pencil } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

/** The Prompt Mãe the strategy and script tools build on, with the way back to create it. */
export function BasePromptField({
  error,
  hasText,
  ...props
}: { error?: string; hasText: boolean } & ComponentProps<"textarea">) {
  return (
    <div className="space-y-2">
      <FormField label="Prompt Mãe" error={error}>
        <Textarea placeholder="Cole aqui seu prompt mãe" className="min-h-[100px]" {...props} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          Ainda não tem um prompt mãe?{" "}
          <Link to="/prompt-creator" className="font-medium text-primary hover:underline">
            Crie um agora
          </Link>
        </span>
        {hasText && (
          <Button asChild variant="outline" size="sm">
            <Link to="/prompt-creator">
              <Pencil aria-hidden="true" />
              Editar Prompt Mãe
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
