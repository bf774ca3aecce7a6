import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The channel the database's triggers announce changes on (migration 0001). */
export const CHANGES_CHANNEL = "app_changes";

/**
 * A committed change to what `ownerId` owns (a user for `viewer`, a workspace for `history`):
 * `ownerId` null means every owner; `scope` null means every scope.
 */
export type Change = { scope: string | null; ownerId: string | null };
export type ChangeListener = (change: Change) => void;

/** LISTEN/NOTIFY over one connection: PostgreSQL's or PGlite's. */
export type ChangeTransport = {
  /** Listens on the channels; onLost is called at most once, when the connection fails. */
  connect(
    channels: string[],
    onMessage: (channel: string, payload: string) => void,
    onLost: () => void,
  ): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export type ChangeFeed = {
  /**
   * Resolves true once every change committed before the call has reached the listeners, or
   * false when the feed cannot tell (connection lost): then nothing cached may be trusted.
   * Concurrent callers share one round trip.
   */
  catchUp(): Promise<boolean>;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
};

const SYNC_TIMEOUT_MS = 5_000;
const RECONNECT_DELAY_MS = 1_000;

/**
 * Delivers the database's change notifications, and a read barrier: a notification sent to a
 * channel of our own after a request arrived comes back only after every notification of the
 * transactions committed before it (PostgreSQL delivers them in commit order).
 */
export async function openChangeFeed(transport: ChangeTransport): Promise<ChangeFeed> {
  const syncChannel = `app_sync_${randomBytes(6).toString("hex")}`;
  const listeners = new Set<ChangeListener>();
  const pendingSyncs = new Map<string, (arrived: boolean) => void>();
  let live = false;
  let closed = false;
  let syncCount = 0;
  let reconnect: NodeJS.Timeout | undefined;
  let current: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  const emit = (change: Change) => {
    for (const listener of listeners) listener(change);
  };

  function onMessage(channel: string, payload: string) {
    if (channel === syncChannel) {
      pendingSyncs.get(payload)?.(true);
      return;
    }
    const colon = payload.indexOf(":");
    if (colon < 0) return;
    const ownerId = payload.slice(colon + 1);
    emit({ scope: payload.slice(0, colon), ownerId: ownerId === "*" ? null : ownerId });
  }

  function lost() {
    if (!live) return;
    live = false;
    emit({ scope: null, ownerId: null });
    for (const settle of pendingSyncs.values()) settle(false);
    void transport.close().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed) return;
    reconnect = setTimeout(() => void connect().catch(scheduleReconnect), RECONNECT_DELAY_MS);
    reconnect.unref();
  }

  async function connect() {
    await transport.connect([CHANGES_CHANNEL, syncChannel], onMessage, lost);
    if (closed) return transport.close();
    // Whatever changed while we were not listening is unknown: start from nothing.
    emit({ scope: null, ownerId: null });
    live = true;
  }

  async function sync(): Promise<boolean> {
    if (!live) return false;
    const nonce = String(++syncCount);
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      pendingSyncs.set(nonce, resolve);
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await transport.notify(syncChannel, nonce);
    } catch {
      pendingSyncs.get(nonce)?.(false);
    }
    const ok = await arrived;
    clearTimeout(timer);
    pendingSyncs.delete(nonce);
    if (!ok) lost();
    return ok;
  }

  function catchUp(): Promise<boolean> {
    if (!live) return Promise.resolve(false);
    if (!current) {
      current = sync().finally(() => {
        current = null;
      });
      return current;
    }
    // The round trip in flight started before this call, so it proves nothing about the
    // changes committed since: wait for the next one, which every caller until then shares.
    next ??= current.then(() => {
      next = null;
      return catchUp();
    });
    return next;
  }

  await connect();
  return {
    catchUp,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      live = false;
      for (const settle of pendingSyncs.values()) settle(false);
      await transport.close();
    },
  };
}

const SYNC_SQL = "select pg_notify($1, $2)";

/** A dedicated connection (not the pool's): it must stay open to receive notifications. */
export function postgresTransport(url: string): ChangeTransport {
  let current: { client: pg.Client; silence: () => void } | null = null;
  return {
    async connect(channels, onMessage, onLost) {
      const client = new pg.Client({ connectionString: url });
      // A connection we closed ourselves, or one already reported, must not report again:
      // its late "error" would otherwise tear down the connection that replaced it.
      let silent = false;
      const report = () => {
        if (silent) return;
        silent = true;
        onLost();
      };
      client.on("error", report);
      client.on("end", report);
      client.on("notification", (message) => onMessage(message.channel, message.payload ?? ""));
      try {
        await client.connect();
        for (const channel of channels) await client.query(`LISTEN ${channel}`);
      } catch (error) {
        silent = true;
        await client.end().catch(() => {});
        throw error;
      }
      current = {
        client,
        silence: () => {
          silent = true;
        },
      };
    },
    async notify(channel, payload) {
      if (!current) throw new Error("change feed is not connected");
      // Named, so the connection parses and plans it once: every request's read barrier sends
      // it (issue 47), and only its values travel.
      await current.client.query({ name: "app_sync", text: SYNC_SQL, values: [channel, payload] });
    },
    async close() {
      const closing = current;
      current = null;
      if (!closing) return;
      closing.silence();
      await closing.client.end();
    },
  };
}

/** PGlite runs in this process: its connection cannot be lost. */
export function pgliteTransport(client: PGlite): ChangeTransport {
  const stops: Array<() => Promise<void>> = [];
  return {
    async connect(channels, onMessage) {
      for (const channel of channels) {
        stops.push(await client.listen(channel, (payload) => onMessage(channel, payload)));
      }
    },
    async notify(channel, payload) {
      await client.query(SYNC_SQL, [channel, payload]);
    },
    async close() {
      if (client.closed) return;
      await Promise.all(stops.splice(0).map((stop) => stop()));
    },
  };
}
