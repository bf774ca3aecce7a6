import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../src/server/env.ts";
import { startServer } from "../../src/server/server.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/fake-openai.ts";
import { TEST_BRAND } from "../helpers/factories.ts";
import { TestClient } from "../helpers/test-client.ts";
import { isPortuguese } from "./portuguese.ts";
import { browserOn, type ServerProcess, spawnServer } from "./server-process.ts";
import { startThrowawayPostgres } from "./throwaway-postgres.ts";

type StreamEvent = {
  type: string;
  historyId?: string;
  text?: string;
  message?: string;
  job?: string;
};

/** Opens a generation stream and hands back its events as they arrive. */
async function openGeneration(client: TestClient, signal?: AbortSignal) {
  const response = await client.request("/api/generate/prompt", { json: TEST_BRAND, signal });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async function next(): Promise<StreamEvent | null> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((l) => l.startsWith("data:"));
        if (data) return JSON.parse(data.slice(5)) as StreamEvent;
        continue;
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
}

async function untilEvent(next: () => Promise<StreamEvent | null>, type: string) {
  for (let event = await next(); event; event = await next()) {
    if (event.type === type) return event;
  }
  throw new Error(`the stream ended without a ${type} event`);
}

/** The client's saved history, read from its data export (works whatever pages exist). */
async function savedHistory(client: TestClient) {
  const { status, body } = await client.json<{ history?: { content: string }[] }>(
    "/api/account/export",
  );
  expect(status).toBe(200);
  return body.history ?? [];
}

/** Polls the member's generation jobs until this one has ended (not a timing assertion). */
async function untilJobEnded(client: TestClient, id: string) {
  for (;;) {
    const { body } = await client.json<{ jobs: { id: string; status: string }[] }>(
      "/api/generate/jobs",
    );
    const job = body.jobs.find((found) => found.id === id);
    if (job && !["queued", "running"].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Polls until the server refuses new connections (its listener is closed). */
async function untilRefused(url: string) {
  for (;;) {
    const refused = await fetch(`${url}/api/health`).then(
      () => false,
      () => true,
    );
    if (refused) return;
  }
}

function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe("PostgreSQL restarted while the app runs", () => {
  let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    dataDir = mkdtempSync(join(tmpdir(), "ci-restart-"));
  }, 60_000);
  afterAll(() => {
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("requests fail with a Portuguese 503 while it is down, and work again once it is back", async () => {
    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
    });
    const running = await startServer(env);
    try {
      const client = new TestClient(running.url);
      client.request = (
        (request) =>
        (path, options = {}) =>
          request(path, { ...options, headers: { origin: env.APP_URL, ...options.headers } })
      )(client.request.bind(client));
      const signUp = await client.signUp({
        name: "Rita Reinício",
        email: "rita@exemplo.com.br",
        password: "segredo1",
      });
      expect(signUp.status).toBe(200);

      cluster.stop();
      for (const [path, options] of [
        ["/api/health", {}],
        ["/api/me", {}],
        ["/api/profile", { method: "PATCH", json: { full_name: "Rita Nova", username: "rita" } }],
        [
          "/api/auth/sign-in/email",
          { json: { email: "rita@exemplo.com.br", password: "segredo1" } },
        ],
      ] as const) {
        const { status, body, response } = await client.json(path, options);
        expect(status, path).toBe(503);
        expect(isPortuguese(body.message), `${path}: ${body.message}`).toBe(true);
        expect(response.headers.get("retry-after")).toBe("5");
      }

      cluster.start();
      // The pool drops its dead connections on their first use: retry as a browser would.
      let me: { user: { fullName: string } | null } | undefined;
      for (let attempt = 0; attempt < 5 && !me; attempt++) {
        const answer = await client.json<{ user: { fullName: string } | null }>("/api/me");
        if (answer.status === 200) me = answer.body;
        else expect(answer.status).toBe(503);
      }
      expect(me?.user?.fullName).toBe("Rita Reinício");
      const update = await client.json("/api/profile", {
        method: "PATCH",
        json: { full_name: "Rita Depois", username: "rita" },
      });
      expect(update.status).toBe(200);
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe("the server process", () => {
  let ai: FakeOpenAI;
  let dataDir: string;
  let env: Record<string, string>;
  const holds: (() => void)[] = [];
  beforeAll(async () => {
    ai = await startFakeOpenAI(() => ({ content: "Prompt Mãe completo da padaria, pronto." }));
    dataDir = mkdtempSync(join(tmpdir(), "ci-process-"));
    env = {
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAILS: "dona@exemplo.com.br",
      OPENAI_API_KEY: "sk-fake",
      OPENAI_BASE_URL: ai.baseUrl,
    };
  });
  afterAll(async () => {
    for (const release of holds) release();
    await ai.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server on the shared DATA_DIR, and the owner's browser pointed at it. */
  async function start(cookies?: Map<string, string>) {
    const server = await spawnServer({ ...env, APP_URL: "http://localhost:1" });
    const client = browserOn(server.url, "http://localhost:1");
    for (const [k, v] of cookies ?? []) client.cookies.set(k, v);
    return { server, client };
  }

  function holdNextGeneration() {
    const hold = held();
    holds.push(hold.release);
    ai.enqueue({
      content: "Primeira parte e o resto do texto.",
      holdAfterFirstChunk: hold.promise,
    });
    return hold;
  }

  let cookies: Map<string, string>;
  let first: { server: ServerProcess; client: TestClient };

  it("killed with SIGKILL mid-generation, it starts again with the database intact and writes the killed generation again, saved once and whole", async () => {
    first = await start();
    const signUp = await first.client.signUp({
      name: "Dona Padaria",
      email: "dona@exemplo.com.br",
      password: "segredo1",
    });
    expect(signUp.status).toBe(200);
    cookies = first.client.cookies;
    holdNextGeneration();
    const next = await openGeneration(first.client);
    const started = await untilEvent(next, "start");
    await untilEvent(next, "delta");
    first.server.child.kill("SIGKILL");
    expect(await first.server.exited).toBe("SIGKILL");

    const again = await start(cookies);
    try {
      // The new process takes the killed one's job again, from the start (decision 056).
      const job = await untilJobEnded(again.client, started.job ?? "");
      expect(job.status).toBe("done");
      const saved = await savedHistory(again.client);
      expect(saved.map((item) => item.content)).toEqual([
        "Prompt Mãe completo da padaria, pronto.",
      ]);
      const done = await untilEvent(await openGeneration(again.client), "done");
      expect(done.historyId).toBeTruthy();
      expect(await savedHistory(again.client)).toHaveLength(2);
    } finally {
      again.server.child.kill("SIGTERM");
      expect(await again.server.exited).toBe(0);
    }
  }, 90_000);

  it("on SIGTERM it stops taking connections, finishes the open stream and exits cleanly", async () => {
    const { server, client } = await start(cookies);
    const hold = holdNextGeneration();
    const next = await openGeneration(client);
    await untilEvent(next, "delta");
    server.child.kill("SIGTERM");
    // New connections are refused while the open stream is still served.
    await untilRefused(server.url);
    hold.release();
    const done = await untilEvent(next, "done");
    expect(done.historyId).toBeTruthy();
    expect(await next()).toBeNull();
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 90_000);

  it("on SIGTERM a generation whose page already left is still saved before the exit", async () => {
    const { server, client } = await start(cookies);
    const before = (await savedHistory(client)).length;
    const hold = holdNextGeneration();
    const page = new AbortController();
    const next = await openGeneration(client, page.signal);
    await untilEvent(next, "delta");
    page.abort();
    server.child.kill("SIGTERM");
    await untilRefused(server.url);
    // Only now may the job end: had shutdown not waited for it, the database would be closed.
    hold.release();
    expect(await server.exited).toBe(0);

    const after = await start(cookies);
    try {
      expect(await savedHistory(after.client)).toHaveLength(before + 1);
    } finally {
      after.server.child.kill("SIGTERM");
      await after.server.exited;
    }
  }, 90_000);
});
