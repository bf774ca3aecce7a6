import type { ReactNode } from "react";
import { CopyButton } from "@/components/copy-button";

/** A boleto's digitable line or a Pix copia e cola: shown whole, with a button that copies it. */
export function PaymentCode({
  label,
  code,
  copyLabel,
  children,
}: {
  label: string;
  code: string;
  copyLabel: string;
  /** More actions beside the copy button. */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <dl className="space-y-1">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="break-all rounded-md border bg-muted/40 p-2 font-mono text-sm">{code}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={code} label={copyLabel} />
        {children}
      </div>
    </div>
  );
}
