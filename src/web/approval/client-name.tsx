import { type FormEvent, useState } from "react";

const KEY = "aprovacao:nome";

/** The client's name, typed once and kept in this browser for every decision. */
export function useClientName() {
  const [name, setName] = useState(() => {
    try {
      return localStorage.getItem(KEY) ?? "";
    } catch {
      return "";
    }
  });
  const save = (value: string) => {
    setName(value);
    try {
      localStorage.setItem(KEY, value);
    } catch {
      // A private window may refuse storage: the name then lasts for this visit.
    }
  };
  return [name, save] as const;
}

export function ClientNameForm({
  onSave,
  initial = "",
}: {
  onSave: (name: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return setError("Informe seu nome.");
    onSave(name);
  };
  return (
    <form onSubmit={submit} className="rounded-lg border bg-card p-4 space-y-3" noValidate>
      <label htmlFor="client-name" className="block font-medium">
        Antes de começar, qual é o seu nome?
      </label>
      <p id="client-name-hint" className="text-sm text-muted-foreground">
        Ele aparece junto de cada aprovação e comentário.
      </p>
      <input
        id="client-name"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={80}
        autoComplete="name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "client-name-error" : "client-name-hint"}
        className="h-11 w-full rounded-md border border-input bg-background px-3"
      />
      {error && (
        <p id="client-name-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="h-11 w-full rounded-md bg-primary px-4 font-medium text-primary-foreground"
      >
        Continuar
      </button>
    </form>
  );
}
