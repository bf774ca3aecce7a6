import { BlockList, isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { TrustProxy } from "../env-values.ts";

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** One hop of X-Forwarded-For or the peer, as a bare address; null when it is not one. */
function normalize(raw: string | undefined) {
  const address = raw?.trim().replace(/^\[(.*)\]$/, "$1") ?? "";
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return mapped;
  return isIPv4(address) || isIPv6(address) ? address : null;
}

/** The eight 16-bit groups of an IPv6 address (which may end in a dotted IPv4 part). */
function ipv6Groups(address: string) {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [Number(dotted[1]) * 256 + Number(dotted[2]), Number(dotted[3]) * 256 + Number(dotted[4])]
        .map((n) => n.toString(16))
        .join(":")
    : address;
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => Number.parseInt(g, 16));
}

/**
 * The rate-limit key of an address: an IPv4 address itself; for IPv6 its /64, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per try.
 */
export function addressKey(address: string) {
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

const trustedLists = new WeakMap<{ proxies: string[] }, BlockList>();

function proxyList(trust: { proxies: string[] }) {
  let list = trustedLists.get(trust);
  if (!list) {
    list = new BlockList();
    for (const entry of trust.proxies) {
      const [address = "", prefix] = entry.split("/");
      const type = isIPv6(address) ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    trustedLists.set(trust, list);
  }
  return list;
}

/**
 * The client's address. Without TRUST_PROXY it is the TCP peer and X-Forwarded-For is
 * ignored (anyone can write it). With it, the chain (X-Forwarded-For's hops, then the peer)
 * is walked from the right past the trusted proxies (a number of hops, or the listed
 * addresses); the first hop not trusted is the client. A hop that is no address stops the
 * walk at the proxy that passed it on.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy | undefined,
) {
  const own = normalize(peer);
  if (!trust || !own) return own;
  const chain = [...(forwardedFor?.split(",") ?? []).map(normalize), own];
  const trusted =
    "hops" in trust
      ? (_: string, fromRight: number) => fromRight < trust.hops
      : (address: string) => proxyList(trust).check(address, isIPv6(address) ? "ipv6" : "ipv4");
  let client = own;
  for (let fromRight = 0; fromRight < chain.length; fromRight++) {
    const hop = chain[chain.length - 1 - fromRight];
    if (!hop) return client;
    client = hop;
    if (!trusted(hop, fromRight)) return hop;
  }
  return client;
}

/** The key of the per-client rate limits: see clientAddress and addressKey. */
export function clientIp(c: Context<AppEnv>) {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  const address = clientAddress(
    peer,
    c.req.header("x-forwarded-for"),
    c.get("deps").env.TRUST_PROXY,
  );
  return address ? addressKey(address) : "unknown";
}
