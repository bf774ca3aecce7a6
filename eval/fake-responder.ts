import { calendarReply, type FakeResponder } from "../tests/fakes/fake-openai.ts";

/**
 * The fake provider's replies for every tool: the calendar the JSON request asks for, and for
 * streamed text one reply that the caption tool can read back into its fields. It proves the
 * pipeline (requests, parsing, saving, metering), not the copy: its text is judged as info.
 */
const STREAMED = [
  "## Legenda",
  "Texto do provedor de teste para a avaliação.",
  "",
  "## Hashtags",
  "#avaliacao",
  "",
  "## Texto alternativo",
  "Imagem de teste da avaliação.",
].join("\n");

export const evalResponder: FakeResponder = (request) =>
  request.body.stream ? { content: STREAMED } : { content: calendarReply(request) };
