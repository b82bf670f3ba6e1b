import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address belongs to, as a keyed hash: the IPv4 /24 or the IPv6 /48, so a
 * client cannot step out of it by taking the next address, and the stored value names no
 * address (the key is the server's secret).
 */
export function clientNetwork(ip: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`network:${networkPrefix(ip)}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The /24 of an IPv4 address (IPv4-mapped IPv6 included) or the /48 of an IPv6 one; anything else as it is. */
export function networkPrefix(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  const address = ip.split("%")[0] ?? "";
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address)
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":")}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
