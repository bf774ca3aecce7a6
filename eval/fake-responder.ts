import { FILL_SCHEMA } from "../src/server/generation/tools/strategy/calendar-fill.ts";
import {
  calendarReply,
  type FakeResponder,
  replySchemaNameOf,
} from "../tests/fakes/fake-openai.ts";

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

/**
 * A batch repeats itself as a model may (every tenth post says what the ninth said), so the
 * repeat check and its repair call run on every plan; the repair writes each post anew.
 */
const repeating = (index: number): Record<string, string> =>
  index % 10 === 9 ? { theme: "Tema repetido", hook: "Gancho repetido" } : {};

export const evalResponder: FakeResponder = (request) =>
  request.body.stream
    ? { content: STREAMED }
    : {
        content: calendarReply(
          request,
          replySchemaNameOf(request) === FILL_SCHEMA ? repeating : undefined,
        ),
      };
