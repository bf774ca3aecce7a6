/**
 * What a screen reader hears of a streamed text: not each delta, its start and its end (a
 * status, so it waits for the reader to finish what it says).
 */
export function StreamStatus({ streaming, generated }: { streaming: boolean; generated: boolean }) {
  return (
    <p role="status" className="sr-only">
      {streaming ? "Gerando…" : generated ? "Conteúdo gerado." : ""}
    </p>
  );
}
