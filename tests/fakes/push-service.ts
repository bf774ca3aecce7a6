import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A push service on a local port, speaking Web Push as the browsers' services do: each POST to
 * a subscription's endpoint must carry a VAPID JWT (RFC 8292) signed with ES256 by the key in
 * its `k=`, for the endpoint's origin, and a body encrypted with aes128gcm (RFC 8291, 8188) for
 * that subscription's keys, which this fake made and so can decrypt. A push that fails a check
 * is answered 400 (and recorded as refused); a subscription can be set to answer 404 or 410.
 */

export type ReceivedPush = {
  subscription: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  /** The VAPID key that signed it (`k=`, URL-safe base64). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
};

const b64url = (data: Buffer) => data.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** A browser's subscription the fake decrypts for: its ECDH key pair and auth secret. */
function newSubscriptionKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

type Keys = ReturnType<typeof newSubscriptionKeys>;

/** Checks the VAPID header; returns the key and claims, or throws why it is refused. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no vapid authorization");
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) throw new Error("malformed JWT");
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString("utf8"));
  if (header_.alg !== "ES256") throw new Error(`JWT alg ${header_.alg}`);
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k= is not a P-256 public key");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("bad JWT signature");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error("bad exp");
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error("bad sub");
  return { key, claims };
}

/** Decrypts an aes128gcm body (one record) for the subscription's keys (RFC 8291). */
function decrypt(body: Buffer, keys: Keys) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const prkKey = hmac(keys.auth, shared);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    keys.ecdh.getPublicKey(),
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startFakePushService() {
  const subscriptions = new Map<string, { keys: Keys; answer: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = createServer(async (request, response) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
    const body = await readBody(request);
    const subscription = subscriptions.get(id);
    if (request.method !== "POST" || !subscription) {
      response.writeHead(404).end();
      return;
    }
    if (subscription.answer !== 201) {
      response.writeHead(subscription.answer).end();
      return;
    }
    try {
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const { key, claims } = checkVapid(request.headers.authorization, origin);
      const payload = JSON.parse(decrypt(body, subscription.keys));
      received.push({
        subscription: id,
        payload,
        vapidKey: key,
        claims,
        ttl: request.headers.ttl as string | undefined,
      });
      response.writeHead(201).end();
    } catch (error) {
      refused.push((error as Error).message);
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe() {
      const id = randomBytes(8).toString("hex");
      const keys = newSubscriptionKeys();
      subscriptions.set(id, { keys, answer: 201 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(keys.ecdh.getPublicKey()), auth: b64url(keys.auth) },
      };
    },
    /** From now on the subscription answers `status` (404, 410: gone). */
    answer(id: string, status: number) {
      const subscription = subscriptions.get(id);
      if (subscription) subscription.answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
