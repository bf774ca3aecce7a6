import { useRef, useState } from "react";

/** "Aprovar todos os restantes", behind a confirmation that says how many posts it approves. */
export function ApproveRest({
  waiting,
  onConfirm,
}: {
  waiting: number;
  onConfirm: () => Promise<void>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  if (waiting === 0) return null;
  const confirm = async () => {
    setBusy(true);
    setError("");
    try {
      await onConfirm();
      dialog.current?.close();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="h-11 w-full rounded-md border border-primary px-4 font-medium text-primary"
      >
        Aprovar todos os restantes
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="approve-rest-title"
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg bg-card p-5 backdrop:bg-black/50"
      >
        <h2 id="approve-rest-title" className="text-lg font-semibold">
          Aprovar todos os restantes?
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {waiting === 1
            ? "A publicação que ainda aguarda sua resposta será aprovada."
            : `As ${waiting} publicações que ainda aguardam sua resposta serão aprovadas.`}{" "}
          As que têm pedido de ajustes continuam como estão.
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="h-11 rounded-md border border-input px-4 font-medium"
          >
            Cancelar
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={confirm}
            className="h-11 rounded-md bg-primary px-4 font-medium text-primary-foreground disabled:opacity-60"
          >
            Aprovar todos
          </button>
        </div>
      </dialog>
    </>
  );
}
