// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { EditDialog } from "./edit-dialog";

const historyId = "3f1c1a5e-8d2b-4c1e-9f7a-2b6d8e4c0a11";

const stream = (last: object) =>
  new Response(`data: {"type":"start","demo":true}\n\ndata: ${JSON.stringify(last)}\n\n`, {
    headers: { "Content-Type": "text/event-stream" },
  });
const doneStream = (content: string) =>
  stream({ type: "done", historyId, version: 3, title: "T", content, brandId: null, links: {} });

/** A fetch whose answers the test releases by hand, to hold a request "in flight". */
function stubFetch() {
  const pending: ((response: Response) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve)));
  vi.stubGlobal("fetch", fetch);
  const bodyOf = (call: number) =>
    JSON.parse((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body as string);
  return { fetch, respond: (response: Response) => pending.shift()?.(response), bodyOf };
}

function renderDialog(content = "Texto original") {
  const onContentChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditDialog
        open
        onOpenChange={() => {}}
        content={content}
        historyId={historyId}
        version={2}
        contentType="strategy"
        onContentChange={onContentChange}
      />
    </QueryClientProvider>,
  );
  return { onContentChange, input: screen.getByLabelText("O que deseja alterar?") };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the edit dialog", () => {
  it("greets the user and offers the four quick commands", () => {
    stubFetch();
    renderDialog();
    expect(screen.getByRole("log").textContent).toContain("Olá!");
    for (const command of [
      "Torne mais formal",
      "Resuma em 2 parágrafos",
      "Adicione mais detalhes",
      "Simplifique a linguagem",
    ]) {
      expect(screen.getByRole("button", { name: command })).toBeTruthy();
    }
  });

  it("Shift+Enter inserts a newline and Enter sends the whole instruction", async () => {
    const { fetch, bodyOf } = stubFetch();
    const { input } = renderDialog();
    const user = userEvent.setup();
    await user.type(input, "Mais curto{Shift>}{Enter}{/Shift}por favor");
    expect(fetch).not.toHaveBeenCalled();
    expect((input as HTMLTextAreaElement).value).toBe("Mais curto\npor favor");
    await user.keyboard("{Enter}");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bodyOf(0)).toEqual({
      content: "Texto original",
      instruction: "Mais curto\npor favor",
      historyId,
      contentType: "strategy",
      basedOn: 2,
    });
  });

  it("ignores an empty or blank message", async () => {
    const { fetch } = stubFetch();
    const { input } = renderDialog();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard("{Enter}");
    await user.type(input, "   {Enter}");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("ignores sends while a command is processing, then replaces the content once", async () => {
    const { fetch, respond } = stubFetch();
    const success = vi.spyOn(toast, "success");
    const { input, onContentChange } = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Torne mais formal" }));
    expect(screen.getByText("Processando com IA...")).toBeTruthy();
    await user.type(input, "Outra coisa{Enter}");
    await user.keyboard("{Enter}");
    expect(fetch).toHaveBeenCalledTimes(1);

    respond(doneStream("Texto formal"));
    await screen.findByText("Pronto! Apliquei a alteração ao conteúdo.");
    expect(onContentChange).toHaveBeenCalledExactlyOnceWith({
      content: "Texto formal",
      historyId,
      version: 3,
    });
    expect(success).toHaveBeenCalledWith("Conteúdo atualizado");
    expect(screen.queryByText("Processando com IA...")).toBeNull();
  });

  it("leaves the content alone when the server says the text came back unchanged", async () => {
    const { respond } = stubFetch();
    const success = vi.spyOn(toast, "success");
    const { onContentChange } = renderDialog("Igual");
    await userEvent.setup().click(screen.getByRole("button", { name: "Simplifique a linguagem" }));
    respond(stream({ type: "unchanged" }));
    await screen.findByText("O conteúdo já atende a esse pedido; nada foi alterado.");
    expect(onContentChange).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it("shows the error in the chat and as a toast when the edit fails", async () => {
    const { respond } = stubFetch();
    const error = vi.spyOn(toast, "error");
    const { onContentChange } = renderDialog();
    await userEvent.setup().click(screen.getByRole("button", { name: "Adicione mais detalhes" }));
    respond(Response.json({ code: "AI_ERROR", message: "Falhou" }, { status: 502 }));
    await screen.findByText(
      "Desculpe, ocorreu um erro ao processar sua solicitação. Tente novamente.",
    );
    expect(error).toHaveBeenCalledWith("Erro ao processar comando", {
      description: "Ocorreu um erro. Por favor, tente novamente.",
    });
    expect(onContentChange).not.toHaveBeenCalled();
  });

  it("says why when the AI allowance refuses the edit, and until when", async () => {
    const { respond } = stubFetch();
    const error = vi.spyOn(toast, "error");
    renderDialog();
    await userEvent.setup().click(screen.getByRole("button", { name: "Adicione mais detalhes" }));
    const refusal =
      "Você usou todo o limite de IA do seu plano neste mês. Ele renova em 01/12/2026.";
    respond(Response.json({ code: "AI_LIMIT_REACHED", message: refusal }, { status: 429 }));
    await screen.findByText(refusal);
    expect(error).toHaveBeenCalledWith("Erro ao processar comando", { description: refusal });
  });

  it("in demonstration mode, shows the server's own message instead of 'Desculpe, ocorreu um erro…'", async () => {
    const { respond } = stubFetch();
    renderDialog();
    const input = screen.getByLabelText("O que deseja alterar?");
    const user = userEvent.setup();
    await user.type(input, "Traduza para o inglês{Enter}");
    const why =
      'No modo demonstração, apenas os comandos rápidos estão disponíveis: "Torne mais formal", "Resuma em 2 parágrafos", "Adicione mais detalhes" e "Simplifique a linguagem".';
    respond(stream({ type: "error", code: "DEMO_UNSUPPORTED", message: why }));
    await screen.findByText(why);
    expect(screen.queryByText(/Desculpe, ocorreu um erro/)).toBeNull();
  });

  it("when the item moved on since the text shown, says so in the server's words and offers the diff and the newest text", async () => {
    const { respond } = stubFetch();
    const error = vi.spyOn(toast, "error");
    const { onContentChange } = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Torne mais formal" }));
    const stale = "Este conteúdo mudou desde que você o abriu.";
    respond(Response.json({ code: "STALE_VERSION", message: stale }, { status: 409 }));
    await screen.findByText(stale);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Ver diferenças" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Carregar a mais recente" }));
    respond(Response.json({ ...latestItem, content: "Texto da outra aba", version: 4 }));
    await vi.waitFor(() =>
      expect(onContentChange).toHaveBeenCalledExactlyOnceWith({
        content: "Texto da outra aba",
        historyId,
        version: 4,
      }),
    );
    expect(screen.queryByRole("button", { name: "Ver diferenças" })).toBeNull();
  });

  it("a save refused at the end of the stream offers the same", async () => {
    const { respond } = stubFetch();
    renderDialog();
    await userEvent.setup().click(screen.getByRole("button", { name: "Resuma em 2 parágrafos" }));
    respond(
      stream({ type: "error", code: "STALE_VERSION", message: "Mudou enquanto a IA escrevia." }),
    );
    await screen.findByText("Mudou enquanto a IA escrevia.");
    expect(screen.getByRole("button", { name: "Ver diferenças" })).toBeTruthy();
  });
});

const latestItem = {
  id: historyId,
  contentType: "strategy",
  title: "Estratégia",
  createdAt: "2026-11-26T12:00:00Z",
  brandId: null,
  brandName: null,
  author: "Ana",
  versions: 4,
  calendar: null,
  basePrompt: null,
  demo: false,
  strategy: null,
};
