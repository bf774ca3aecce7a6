import type { ChangesSinceRequest, ClientTextField } from "@shared/approval";
import { useId } from "react";
import { WordDiff } from "@/components/word-diff";

/** Each text as the post's card names it. */
const FIELD_LABEL: Record<ClientTextField, string> = {
  theme: "Tema",
  hook: "Gancho",
  callToAction: "Chamada para ação",
  caption: "Legenda",
  hashtags: "Hashtags",
};

/**
 * "Alterado desde o seu pedido": the team changed the post after the client asked for changes;
 * what changed in each text, word by word (the diff comes from the server, decision 044).
 */
export function ChangesSinceRequestNote({ changes }: { changes: ChangesSinceRequest }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-md border border-primary bg-primary/5 p-3"
    >
      <div>
        <h4 id={`${id}-title`} className="font-semibold">
          Alterado desde o seu pedido
        </h4>
        <p className="text-sm text-muted-foreground">
          Seu pedido foi sobre a versão {changes.requestedOn}; esta é a versão {changes.version}.
        </p>
      </div>
      {changes.fields ? (
        changes.fields.map(({ field, parts, exact }, index) => (
          <div key={field} className="space-y-1">
            <p className="text-sm font-medium">{FIELD_LABEL[field]}</p>
            <WordDiff
              parts={parts}
              exact={exact}
              withKey={index === 0}
              label={`O que mudou em ${FIELD_LABEL[field].toLowerCase()}`}
            />
          </div>
        ))
      ) : (
        <p className="text-sm">
          A versão do seu pedido não está mais guardada, por isso não dá para mostrar o que mudou.
        </p>
      )}
    </section>
  );
}
