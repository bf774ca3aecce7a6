import { CONNECT_OUTCOMES, CONNECT_SUCCESSES, type ConnectOutcome } from "@shared/publishing";
import { CheckCircle2, XCircle } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useChoosePage, usePageChoices } from "../api/connected-accounts";

/*
 * Meta's login comes back to the brand's screen (or the brands', when its state named none)
 * with `?conexao=`: what happened, in Portuguese (decision 063), and, when the login gave
 * several Pages, the choice of the brand's.
 */

/** The outcome the address carries, if it is one of ours. */
export function useConnectOutcome(): ConnectOutcome | null {
  const [searchParams] = useSearchParams();
  const code = searchParams.get("conexao");
  return code && code in CONNECT_OUTCOMES ? (code as ConnectOutcome) : null;
}

export function ConnectOutcomeAlert() {
  const outcome = useConnectOutcome();
  if (!outcome) return null;
  const ok = CONNECT_SUCCESSES.includes(outcome);
  return (
    <Alert variant={ok ? "success" : "destructive"}>
      {ok ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
      <AlertDescription>{CONNECT_OUTCOMES[outcome]}</AlertDescription>
    </Alert>
  );
}

/** "Escolha a Página": the Pages the member's login gave, each with its Instagram account. */
export function PageChooser({ brandId }: { brandId: string }) {
  const [, setSearchParams] = useSearchParams();
  const asked = useConnectOutcome() === "escolher";
  const pages = usePageChoices(brandId, asked);
  const choose = useChoosePage(brandId);
  if (!asked || !pages.data?.length) return null;
  const onChoose = (pageId: string) =>
    choose.mutate(pageId, {
      onSuccess: ({ outcome }) => setSearchParams({ conexao: outcome }, { replace: true }),
      onError: (error) => toast.error(error.message),
    });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Qual Página é desta marca?</legend>
      <ul className="space-y-2" aria-label="Páginas autorizadas">
        {pages.data.map((page) => (
          <li
            key={page.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="break-words font-medium">{page.name}</p>
              <p className="text-muted-foreground">
                {page.instagram
                  ? `Instagram: ${page.instagram}`
                  : "Sem conta profissional do Instagram"}
              </p>
            </div>
            <Button
              type="button"
              className="min-h-11 sm:min-h-10"
              disabled={choose.isPending}
              onClick={() => onChoose(page.id)}
              aria-label={`Escolher ${page.name}`}
            >
              Escolher
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
