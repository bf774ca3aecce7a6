import { brazilToday } from "@shared/dates";
import { mayPublishNow, type PlanPost } from "@shared/plans";
import { roleMay } from "@shared/workspaces";
import { CheckCircle2, Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { formatDayAndTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import {
  canShareFiles,
  copyCaption,
  downloadFiles,
  publishableText,
  SLIDES_FAILED,
  slideFiles,
} from "../api/publish";

/** "Publicado por Ana em 29/11 às 10:42": who and when, as the server recorded them. */
export function publishedLine(post: Pick<PlanPost, "publishedAt">, name: string | null) {
  const by = name ? ` por ${name}` : "";
  return post.publishedAt ? `Publicado${by} em ${formatDayAndTime(post.publishedAt)}` : "Publicado";
}

export function PublishedLine({ post, name }: { post: PlanPost; name: string | null }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-success">
      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
      {publishedLine(post, name)}
    </p>
  );
}

const CAPTION_COPIED =
  "A legenda foi copiada: o Instagram não recebe o texto compartilhado, cole-a na publicação.";

/** What the button waits for after handing the post over: the member's word that it is out. */
type Waiting = { said: string; files?: File[]; text?: string };

/**
 * "Publicar agora" on a due post (decision 062): on a phone, the share sheet with the art's
 * slides and the caption (copied too, since Instagram drops shared text), then the post is
 * marked published; on a desktop (or without art), the slides downloaded and the caption copied,
 * then "Já publiquei" marks it. A cancelled share asks the same.
 */
export function PublishNow({
  planId,
  post,
  onPublish,
}: {
  planId: string;
  post: PlanPost;
  /** Marks the post "Publicado" (the server records who and when). */
  onPublish: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const { user } = useMe();

  // A Leitor reads; a post not yet due, published or sent back for changes waits.
  if (!user || !roleMay(user.workspace.role, "write")) return null;
  if (!mayPublishNow(post, brazilToday(new Date()))) return null;

  const publish = async (copied: boolean) => {
    setBusy(true);
    try {
      await onPublish();
      setWaiting(null);
      toast.success("Publicação marcada como publicada", {
        description: copied ? CAPTION_COPIED : undefined,
      });
    } catch {
      // The mutation's own toast says why.
    } finally {
      setBusy(false);
    }
  };

  const share = async (files: File[], text: string, copied: boolean) => {
    try {
      await navigator.share(text ? { files, text } : { files });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      // The page waited too long for the slides: a new tap opens the sheet.
      if (name === "NotAllowedError") {
        setWaiting({ said: "As imagens estão prontas.", files, text });
        return;
      }
      setWaiting({
        said:
          name === "AbortError"
            ? "Compartilhamento cancelado. Se publicou mesmo assim, confirme."
            : "Não foi possível abrir o compartilhamento. Se publicou de outro jeito, confirme.",
      });
      return;
    }
    await publish(copied);
  };

  const handOver = async () => {
    const text = publishableText(post);
    if (!text && !post.art) {
      toast.error("Esta publicação ainda não tem legenda nem arte para publicar.");
      return;
    }
    setBusy(true);
    // Copied first, while the tap still counts as one (Safari asks that of the clipboard).
    const copying = copyCaption(text);
    let files: File[];
    try {
      files = await slideFiles(planId, post);
    } catch {
      setBusy(false);
      toast.error(SLIDES_FAILED);
      return;
    }
    const copied = await copying;
    setBusy(false);
    if (canShareFiles(files)) return share(files, text, copied);
    downloadFiles(files);
    const done = [files.length > 0 && "Imagens baixadas", copied && "legenda copiada"]
      .filter(Boolean)
      .join(" e ");
    setWaiting({ said: `${done || "Pronto"}. Depois de publicar, confirme aqui.` });
  };

  if (waiting) {
    const { files, text = "" } = waiting;
    return (
      <div className="space-y-2 rounded-md border p-3">
        <p role="status" className="text-sm">
          {waiting.said}
        </p>
        <div className="flex flex-wrap gap-2">
          {files ? (
            <Button type="button" disabled={busy} onClick={() => share(files, text, !!text)}>
              <Send aria-hidden="true" />
              Compartilhar
            </Button>
          ) : (
            <Button type="button" disabled={busy} onClick={() => publish(false)}>
              <CheckCircle2 aria-hidden="true" />
              Já publiquei
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => setWaiting(null)}>
            Agora não
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Button type="button" disabled={busy} aria-busy={busy} onClick={handOver}>
      <Send aria-hidden="true" />
      {busy ? "Preparando…" : "Publicar agora"}
    </Button>
  );
}
