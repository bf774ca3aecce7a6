import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/** Long enough to read "Copiado", short enough to copy again. */
export const COPIED_MS = 2000;

/**
 * Copies `text` to the clipboard: the button reads "Copiado" for 2 s and a toast confirms.
 * `text` may be a loader, for lists that hold only a preview of what gets copied.
 */
export function CopyButton({
  text,
  label = "Copiar",
  ...props
}: { text: string | (() => Promise<string>); label?: string } & Omit<
  ButtonProps,
  "onClick" | "children"
>) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === "string" ? text : await text());
    } catch {
      toast.error("Não foi possível copiar", {
        description: "Tente novamente ou selecione o texto e copie manualmente.",
      });
      return;
    }
    setCopied(true);
    toast.success("Copiado para a área de transferência");
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copiado" : label}
    </Button>
  );
}
