import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { TestPaymentNotice } from "./test-payment-notice";

/** The frame of the local checkout and portal: labelled so nobody takes them for real payments. */
export function TestPaymentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div className="flex items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <Badge variant="warning">Pagamento de teste</Badge>
      </div>
      <TestPaymentNotice />
      {children}
    </div>
  );
}
