import { MAX_INSTRUCTION } from "@shared/generation/variations";
import { RefreshCw } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { GenerationOutcome } from "@/lib/sse";

type RegenerateFormProps = {
  /** Runs the item's tool again with the instruction, streaming into the shown result. */
  regenerate: (instruction: string) => Promise<GenerationOutcome>;
  disabled: boolean;
};

/**
 * "Gerar novamente com uma instrução": the tool runs again on the result's own answers plus the
 * instruction, and the new text is the item's next version (decision 043).
 */
export function RegenerateForm({ regenerate, disabled }: RegenerateFormProps) {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [instruction, setInstruction] = useState("");
  const [problem, setProblem] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // The field says what went wrong (aria-describedby): focus goes back to it.
  const refuse = (message: string) => {
    setProblem(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!instruction.trim()) {
      refuse("Digite a instrução.");
      return;
    }
    setProblem("");
    const outcome = await regenerate(instruction.trim());
    if (outcome.ok) setInstruction("");
    else refuse(outcome.message ?? "Não foi possível gerar novamente. Tente de novo.");
  };

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden="true" />
        Gerar novamente com uma instrução
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="w-full space-y-2">
      <Label htmlFor={inputId}>Instrução para gerar novamente</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          ref={input}
          value={instruction}
          maxLength={MAX_INSTRUCTION}
          placeholder="Ex.: mais curto, para público jovem"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => setInstruction(event.target.value)}
          autoFocus
        />
        <Button type="submit" disabled={disabled}>
          <RefreshCw aria-hidden="true" />
          {disabled ? "Gerando..." : "Gerar novamente"}
        </Button>
      </div>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
