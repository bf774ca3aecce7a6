import { lookup } from "node:dns/promises";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { BlockList, isIP } from "node:net";
import { join, resolve } from "node:path";
import webPush from "web-push";
import { z } from "zod";
import type { PushPayload } from "../../shared/notifications.ts";
import type { Env } from "../env.ts";

/*
 * Web push (decision 061): the VAPID keys, the check that an endpoint is a public push service,
 * and one signed, encrypted send. The keys come from the environment, else are generated once
 * and kept in DATA_DIR beside the generated AUTH_SECRET.
 */

type PushEnv = Pick<
  Env,
  | "DATA_DIR"
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "VAPID_SUBJECT"
  | "MAIL_FROM"
  | "PUSH_ALLOW_PRIVATE_ENDPOINTS"
>;

const keysFile = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
type VapidKeys = z.infer<typeof keysFile>;

/** The configured keys, else those kept in DATA_DIR (made on the first start). */
export function resolveVapidKeys(env: PushEnv): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const dir = resolve(env.DATA_DIR);
  const path = join(dir, "vapid-keys.json");
  try {
    return keysFile.parse(JSON.parse(readFileSync(path, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(dir, { recursive: true });
    const keys = webPush.generateVAPIDKeys();
    writeFileSync(path, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    return keys;
  }
}

/** Who the push services may contact about our pushes: VAPID_SUBJECT, else MAIL_FROM's address. */
const subjectOf = (env: PushEnv) =>
  env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim()}`;

/** Addresses of this machine and its networks: no push service of the public web lives there. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv6");
}

const isPrivateAddress = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const version = isIP(address);
  return version === 0 || privateRanges.check(address, version === 4 ? "ipv4" : "ipv6");
};

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/i;

/**
 * Whether an endpoint may receive pushes: HTTPS on a public name or address. Its name is
 * resolved when `resolveName` (at send time): a public name pointing into the network is
 * refused too. PUSH_ALLOW_PRIVATE_ENDPOINTS lets any HTTP(S) endpoint through (tests, a
 * private push service).
 */
export async function endpointAllowed(
  endpoint: string,
  allowPrivate: boolean,
  resolveName = false,
): Promise<boolean> {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allowPrivate) return url.protocol === "https:" || url.protocol === "http:";
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return !isPrivateAddress(host);
  if (LOCAL_NAMES.test(host) || !host.includes(".")) return false;
  if (!resolveName) return true;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address));
  } catch {
    return false;
  }
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What became of one push: delivered, the subscription gone (404/410), or failed. */
export type PushOutcome = "sent" | "gone" | "failed";

export type PushService = {
  publicKey: string;
  allowPrivate: boolean;
  send: (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;
};

/** A push waits at the service a day for a device that is off, then is dropped. */
const TTL_SECONDS = 24 * 60 * 60;
/** One push service that does not answer holds a worker this long at most. */
const SEND_TIMEOUT_MS = 10_000;

export function createPushService(env: PushEnv): PushService {
  const keys = resolveVapidKeys(env);
  const vapidDetails = { subject: subjectOf(env), ...keys };
  const allowPrivate = env.PUSH_ALLOW_PRIVATE_ENDPOINTS;
  return {
    publicKey: keys.publicKey,
    allowPrivate,
    async send(target, payload) {
      if (!(await endpointAllowed(target.endpoint, allowPrivate, true))) return "gone";
      // web-push signs and encrypts; the request itself goes through fetch, which speaks the
      // plain HTTP a private push service (PUSH_ALLOW_PRIVATE_ENDPOINTS) may use too.
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TTL_SECONDS, contentEncoding: "aes128gcm" },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return "gone";
        return response.ok ? "sent" : "failed";
      } catch {
        return "failed";
      }
    },
  };
}
