import { QUICK_COMMANDS } from "@shared/generation/inputs";
import type { ToolKind } from "@shared/generation/tools";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2, Send } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { type EditResult, requestEdit } from "@/features/content/api/ai-edit";
import { ApiRequestError } from "@/lib/api-client";
import { AI_USAGE_QUERY_KEY } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { StaleChoices } from "./stale-choices";

const GREETING =
  "Olá! Sou seu assistente de edição. Diga o que deseja mudar no conteúdo ou escolha um dos comandos rápidos abaixo.";
const CHAT_ERROR = "Desculpe, ocorreu um erro ao processar sua solicitação. Tente novamente.";

type ChatMessage = { id: string; role: "user" | "assistant"; content: string; timestamp: Date };

// A counter, not crypto.randomUUID: that one exists only in secure (https) contexts.
let lastMessageId = 0;
const message = (role: ChatMessage["role"], content: string): ChatMessage => ({
  id: String(++lastMessageId),
  role,
  content,
  timestamp: new Date(),
});

type EditDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: string;
  historyId?: string;
  /** The item's version the text is: an edit of an item that moved on since is refused. */
  version?: number;
  /** What the text is, so an edit of unsaved text is saved to the history as the right type. */
  contentType: ToolKind;
  onContentChange: (edit: EditResult) => void;
};

/** The AI edit chat: each instruction rewrites the whole content, which replaces the shown text. */
export function EditDialog({
  open,
  onOpenChange,
  content,
  historyId,
  version,
  contentType,
  onContentChange,
}: EditDialogProps) {
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("assistant", GREETING)]);
  const [draft, setDraft] = useState("");
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  // The item moved on since the text shown (another tab, a teammate): the version it showed.
  const [staleFrom, setStaleFrom] = useState<number | null>(null);
  // A ref, not the state: two Enters in the same tick must still send once.
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const latestContent = useRef(content);
  latestContent.current = content;

  useEffect(() => () => controller.current?.abort(), []);

  const send = async (instruction: string) => {
    if (!instruction.trim() || busy.current) return;
    busy.current = true;
    setLoading(true);
    setDraft("");
    setMessages((list) => [...list, message("user", instruction)]);
    controller.current = new AbortController();
    try {
      const current = latestContent.current;
      const edited = await requestEdit(
        { content: current, instruction, historyId, contentType, basedOn: version },
        controller.current.signal,
      );
      if (edited) {
        onContentChange(edited);
        toast.success("Conteúdo atualizado");
        setMessages((list) => [
          ...list,
          message("assistant", "Pronto! Apliquei a alteração ao conteúdo."),
        ]);
      } else {
        setMessages((list) => [
          ...list,
          message("assistant", "O conteúdo já atende a esse pedido; nada foi alterado."),
        ]);
      }
    } catch (error) {
      if (controller.current?.signal.aborted) return;
      if (error instanceof ApiRequestError && error.code === "STALE_VERSION" && version) {
        setStaleFrom(version);
        setMessages((list) => [...list, message("assistant", error.message)]);
        return;
      }
      // The server said why (the AI allowance, the generations in flight, the demonstration
      // mode's quick commands): its own words. Only a failure with no answer is generic.
      const refusal = error instanceof ApiRequestError && error.status < 500 ? error.message : null;
      setMessages((list) => [...list, message("assistant", refusal ?? CHAT_ERROR)]);
      toast.error("Erro ao processar comando", {
        description: refusal ?? "Ocorreu um erro. Por favor, tente novamente.",
      });
    } finally {
      busy.current = false;
      setLoading(false);
      void queryClient.invalidateQueries({ queryKey: AI_USAGE_QUERY_KEY });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(draft);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The spec's 600 px, within the visible viewport: with a phone's keyboard open (the
          viewport resizes with it, index.html) the title and the input stay on screen. */}
      <DialogContent className="flex h-[min(600px,calc(100dvh-2rem))] max-w-lg flex-col">
        <DialogHeader>
          <DialogTitle>Editar com IA</DialogTitle>
          <DialogDescription>
            Peça uma alteração e o conteúdo será reescrito por inteiro.
          </DialogDescription>
        </DialogHeader>
        <div
          role="log"
          aria-live="polite"
          aria-label="Conversa com a IA"
          className="flex-1 space-y-3 overflow-y-auto rounded-md border p-3"
        >
          {messages.map((m) => (
            <p
              key={m.id}
              className={cn(
                "max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm",
                m.role === "user"
                  ? "ml-auto bg-primary text-primary-foreground"
                  : "mr-auto bg-muted text-foreground",
              )}
            >
              {m.content}
            </p>
          ))}
          {loading && (
            <p className="mr-auto flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              Processando com IA...
            </p>
          )}
        </div>
        {staleFrom !== null && historyId && (
          <StaleChoices
            historyId={historyId}
            shown={staleFrom}
            onLatest={(latest) => {
              setStaleFrom(null);
              onContentChange(latest);
            }}
          />
        )}
        {/* One row on a phone (scrolled sideways), so the conversation keeps its room. */}
        <div className="flex shrink-0 gap-2 overflow-x-auto sm:flex-wrap">
          {QUICK_COMMANDS.map((command) => (
            <Button
              key={command}
              type="button"
              variant="secondary"
              size="sm"
              className="shrink-0"
              disabled={loading}
              onClick={() => void send(command)}
            >
              {command}
            </Button>
          ))}
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send(draft);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            O que deseja alterar?
          </label>
          <Textarea
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Digite o que deseja alterar... (Shift+Enter para nova linha)"
            rows={2}
            className="min-h-0 resize-none"
          />
          <Button type="submit" size="icon" disabled={loading || !draft.trim()}>
            <Send aria-hidden="true" />
            <span className="sr-only">Enviar</span>
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
