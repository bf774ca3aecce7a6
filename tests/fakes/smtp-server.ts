import { EventEmitter } from "node:events";
import { SMTPServer } from "smtp-server";
import { freePort } from "../helpers/free-port.ts";

export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
};

/** Joins encoded bytes (quoted-printable or base64) and decodes them as UTF-8. */
function decodeBody(body: string, encoding: string) {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString()
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}

function parseEntity(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Just enough MIME for nodemailer's output: one level of multipart with text and HTML. */
function parseMail(raw: string) {
  const { headers, body } = parseEntity(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => parseEntity(part.replace(/^\r?\n/, "")))
    : [{ headers, body }];
  for (const entity of entities) {
    const type = (entity.headers.get("content-type") ?? "text/plain").split(";")[0]!.trim();
    const encoding = (entity.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
    parts.push({ type, content: decodeBody(entity.body, encoding) });
  }
  const decoded = new Map([...headers].map(([k, v]) => [k, decodeHeader(v)]));
  return {
    headers: decoded,
    subject: decoded.get("subject") ?? "",
    text: parts.find((p) => p.type === "text/plain")?.content ?? "",
    html: parts.find((p) => p.type === "text/html")?.content ?? "",
  };
}

/**
 * A real SMTP server on a local port that keeps what it receives. `stop()` and `start()`
 * take it down and bring it back on the same port, to prove that mail waits and retries.
 */
export async function startFakeSmtp() {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const events = new EventEmitter();
  let server: SMTPServer | null = null;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const mail: ReceivedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(Buffer.concat(chunks).toString("latin1")),
          };
          received.push(mail);
          events.emit("mail", mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
  };

  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  /** The first received message (past or future) that matches, or an error after `timeoutMs`. */
  const waitFor = (match: (mail: ReceivedMail) => boolean, timeoutMs = 15_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const found = received.find(match);
      if (found) return resolve(found);
      const onMail = (mail: ReceivedMail) => {
        if (!match(mail)) return;
        clearTimeout(timer);
        events.off("mail", onMail);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        events.off("mail", onMail);
        reject(new Error("no matching e-mail reached the fake SMTP server"));
      }, timeoutMs);
      events.on("mail", onMail);
    });

  await start();
  return { port, url: `smtp://127.0.0.1:${port}`, received, start, stop, waitFor };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string) {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return link;
}
