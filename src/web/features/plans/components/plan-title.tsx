import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The plan's name as its heading; "Renomear" turns it into a field that saves on Enter or blur. */
export function PlanTitle({
  title,
  onRename,
}: {
  title: string;
  onRename: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const finish = (value: string | null) => {
    setEditing(false);
    if (value !== null && value.trim() !== title) onRename(value);
    queueMicrotask(() => renameButton.current?.focus());
  };
  if (editing) {
    return (
      <Input
        aria-label="Nome do plano"
        defaultValue={title}
        autoFocus
        className="h-11 max-w-xl text-lg font-semibold"
        onBlur={(event) => finish(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") finish(event.currentTarget.value);
          if (event.key === "Escape") finish(null);
        }}
      />
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      <h1 className="min-w-0 break-words text-2xl font-semibold">{title}</h1>
      <Button
        ref={renameButton}
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden />
        <span className="sr-only">Renomear plano</span>
      </Button>
    </div>
  );
}
