import { isIP } from "node:net";
import { z } from "zod";

// How single variables of the environment's contract read (env.ts puts them together).

export const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

export const url = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v), `must be a URL (${what})`);

/** An IP address, or a subnet in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrSubnet = (value: string) => {
  const [address = "", prefix, ...rest] = value.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
};

/** Hours without push, Brazil's time: `22-8` (from 22:00 to 08:00), or `off`. */
export type QuietHours = { start: number; end: number } | null;

export const quietHours = z
  .string()
  .trim()
  .transform((value, ctx): QuietHours => {
    if (value === "off") return null;
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
    const [start, end] = [Number(match?.[1]), Number(match?.[2])];
    if (match && start <= 23 && end <= 23 && start !== end) return { start, end };
    ctx.addIssue({
      code: "custom",
      message: "must be two different hours 0-23 of Brazil's time, as `22-8`, or `off`",
    });
    return z.NEVER;
  });

export type TrustProxy = { hops: number } | { proxies: string[] };

/** How many proxies stand before the app, or their addresses: see client-ip.ts. */
export const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^\d+$/.test(value) && Number(value) >= 1) return { hops: Number(value) };
    const proxies = value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    if (proxies.length > 0 && proxies.every(isAddressOrSubnet)) return { proxies };
    ctx.addIssue({
      code: "custom",
      message: "must be a number of proxies (1..N) or a comma-separated list of proxy addresses",
    });
    return z.NEVER;
  });
