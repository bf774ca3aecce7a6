import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/*
 * The publishing's secrets (decision 063): the networks' tokens sealed with AES-256-GCM under a
 * key from TOKEN_ENCRYPTION_KEY or, unset, derived from AUTH_SECRET with HKDF; and the HMACs of
 * the OAuth `state` and of the media URLs Meta fetches. Each use has a key of its own.
 */

const derive = (secret: string, use: string) =>
  Buffer.from(hkdfSync("sha256", secret, "conteudo-inteligente", `publishing:${use}`, 32));

export type PublishingSecrets = ReturnType<typeof publishingSecrets>;

export function publishingSecrets(authSecret: string, encryptionKey?: string) {
  const tokenKey = derive(encryptionKey ?? authSecret, "tokens");
  const signKey = derive(authSecret, "signatures");
  const sign = (value: string) => createHmac("sha256", signKey).update(value).digest("base64url");
  return {
    /** "v1.<iv>.<tag>.<ciphertext>": a fresh IV each time, the tag checked on opening. */
    seal(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", tokenKey, iv);
      const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return [Buffer.from("v1"), iv, cipher.getAuthTag(), sealed]
        .map((p) => p.toString("base64url"))
        .join(".");
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== Buffer.from("v1").toString("base64url") || !iv || !tag || !data) {
        throw new Error("not a sealed token");
      }
      const decipher = createDecipheriv("aes-256-gcm", tokenKey, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const data_ = Buffer.from(data, "base64url");
      return Buffer.concat([decipher.update(data_), decipher.final()]).toString("utf8");
    },
    sign,
    /** Whether `signature` is the HMAC of `value` (compared in constant time). */
    verify(value: string, signature: string): boolean {
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
