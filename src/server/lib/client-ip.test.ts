import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { addressKey, clientAddress } from "./client-ip.ts";

const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe("the client's address", () => {
  it("is the peer without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", undefined)).toBe("203.0.113.9");
  });

  it("is the right-most forwarded hop behind one trusted proxy, not a hop the client wrote", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", trust("1"))).toBe("198.51.100.7");
  });

  it("skips as many hops as TRUST_PROXY counts", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1", trust("2"))).toBe(
      "198.51.100.7",
    );
  });

  it("is the right-most hop not in the listed proxy addresses and subnets", () => {
    const proxies = trust("10.0.0.0/8, 192.0.2.1");
    expect(clientAddress("192.0.2.1", "6.6.6.6, 198.51.100.7, 10.1.2.3", proxies)).toBe(
      "198.51.100.7",
    );
  });

  it("is the peer when the peer is not a listed proxy, even with X-Forwarded-For", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", trust("10.0.0.1"))).toBe("203.0.113.9");
  });

  it("is the peer behind a trusted proxy that sent no X-Forwarded-For", () => {
    expect(clientAddress("10.0.0.2", undefined, trust("1"))).toBe("10.0.0.2");
  });

  it("stops at the last trusted proxy when the hop before it is not an address", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, nonsense", trust("1"))).toBe("10.0.0.2");
  });

  it("reads IPv4-mapped IPv6 peers and bracketed hops as plain addresses", () => {
    expect(clientAddress("::ffff:10.0.0.2", "[2001:db8::1]", trust("10.0.0.2"))).toBe(
      "2001:db8::1",
    );
  });
});

describe("the rate-limit key of an address", () => {
  it("is an IPv4 address itself", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("TRUST_PROXY", () => {
  it("takes a number of hops or a list of addresses and subnets", () => {
    expect(trust("2")).toEqual({ hops: 2 });
    expect(trust("10.0.0.1, fd00::/8")).toEqual({ proxies: ["10.0.0.1", "fd00::/8"] });
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
  });

  it("refuses anything else, naming the variable", () => {
    for (const bad of ["0", "yes", "10.0.0.1/40", "10.0.0.1, proxy.local"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
