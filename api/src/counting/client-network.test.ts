import { describe, expect, it } from "vitest";
import { clientNetwork, networkPrefix } from "./client-network.ts";

describe("networkPrefix", () => {
  it("is the /24 of an IPv4 address, mapped or not", () => {
    expect(networkPrefix("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkPrefix("::ffff:203.0.113.250")).toBe("203.0.113.0/24");
  });

  it("is the /48 of an IPv6 address, however it is written", () => {
    expect(networkPrefix("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(networkPrefix("2001:0db8:abcd:ffff:ffff:ffff:ffff:ffff")).toBe("2001:db8:abcd::/48");
    expect(networkPrefix("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkPrefix("::1")).toBe("0:0:0::/48");
    expect(networkPrefix("fe80::1%eth0")).toBe("fe80:0:0::/48");
  });
});

describe("clientNetwork", () => {
  it("is one key for every address of a network, another for the next network or another secret, and names no address", () => {
    const key = clientNetwork("198.51.100.1", "secret");
    expect(clientNetwork("198.51.100.254", "secret")).toBe(key);
    expect(clientNetwork("198.51.101.1", "secret")).not.toBe(key);
    expect(clientNetwork("198.51.100.1", "other")).not.toBe(key);
    expect(clientNetwork("2001:db8:1:2::3", "secret")).toBe(clientNetwork("2001:db8:1:ffff::9", "secret"));
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
