// Which links the link-preview endpoint refuses from their text alone, before any name lookup:
// the same rules as the server's SSRF check (server/src/unfurl/safe-fetch.ts `checkUrl`), so the
// widget does not ask for a preview it knows will be refused (a loopback demo link, a private
// address). The server stays the authority: it also refuses names that resolve to private addresses.

const STANDARD_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** An IPv4 address as a number, or null when `host` is not one in dotted-quad form. */
function ipv4Value(host: string): number | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

// Not public unicast (RFC 6890): this network, private, shared, loopback, link-local, the
// documentation and benchmark ranges, multicast and reserved.
const PRIVATE_IPV4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];

function isPrivateIpv4(value: number): boolean {
  return PRIVATE_IPV4.some(([network, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(ipv4Value(network)! / size);
  });
}

/** The 8 groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two groups), or null. */
function ipv6Groups(host: string): number[] | null {
  if (!host.includes(':')) return null;
  let text = host.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4Value(tail[1]!);
    if (v4 === null) return null;
    text = `${text.slice(0, -tail[1]!.length)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const head = split(halves[0]!);
  const rest = halves.length === 2 ? split(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

function isPrivateIpv6(groups: number[]): boolean {
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  const v4 = g * 65536 + h;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && (f === 0xffff || f === 0) && (f !== 0 || g !== 0)) return isPrivateIpv4(v4); // ::ffff:a.b.c.d, ::a.b.c.d
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return isPrivateIpv4(v4); // NAT64
  if (groups.every((group, i) => group === 0 || (i === 7 && group === 1))) return true; // :: and ::1
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return true; // 100::/64 discard
  if (a === 0x2001 && b === 0xdb8) return true; // documentation
  return (a & 0xfe00) === 0xfc00 || (a & 0xffc0) === 0xfe80 || (a & 0xff00) === 0xff00; // unique local, link-local, multicast
}

/** The parts of a parsed URL the check reads; a WHATWG `URL` has them. */
export interface UrlParts {
  protocol: string;
  username: string;
  password: string;
  port: string;
  hostname: string;
}

/**
 * Whether a link preview of `url` is refused from its text: not http(s), a user name or password,
 * a port other than its scheme's standard one, a private or loopback IP address, or a local host
 * name (`localhost`, `*.localhost`, a name without a dot). An operator's allow-list lifts these.
 */
export function isPreviewRefusedByText(url: UrlParts): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (url.username || url.password) return true;
  if (url.port && url.port !== STANDARD_PORT[url.protocol]) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Value(host);
  if (v4 !== null) return isPrivateIpv4(v4);
  const v6 = ipv6Groups(host);
  if (v6 !== null && isPrivateIpv6(v6)) return true;
  // As on the server, a name without a dot is local; so is every IPv6 literal, which has none.
  return host === 'localhost' || host.endsWith('.localhost') || !host.includes('.');
}
