import { MAX_BRAND_WORDS } from "@shared/brands";
import { X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type WordChipsFieldProps = {
  label: string;
  words: string[];
  onChange: (words: string[]) => void;
  error?: string;
};

/** Up to five words as chips: Enter or a comma adds the typed word, each chip removes itself. */
export function WordChipsField({ label, words, onChange, error }: WordChipsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = words.length >= MAX_BRAND_WORDS;

  const add = () => {
    const word = draft.trim();
    if (word && !words.includes(word) && !full) onChange([...words, word]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && !draft && words.length > 0) {
      onChange(words.slice(0, -1));
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {words.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {words.map((word) => (
            <li key={word}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm">
                {word}
                <button
                  type="button"
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onChange(words.filter((w) => w !== word))}
                  aria-label={`Remover "${word}"`}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={draft}
        disabled={full}
        maxLength={40}
        placeholder={full ? `Máximo de ${MAX_BRAND_WORDS} palavras` : "Digite e tecle Enter"}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p
        id={`${id}-hint`}
        className={error ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
      >
        {error ?? `Até ${MAX_BRAND_WORDS} palavras ou expressões.`}
      </p>
    </div>
  );
}
