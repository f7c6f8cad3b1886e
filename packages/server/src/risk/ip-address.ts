import { isIP } from 'node:net';

/**
 * An address as its bytes: 4 for IPv4, 16 for IPv6 (an IPv6 zone, `%eth0`, is dropped), or
 * null when the text is not an address.
 */
export function addressBytes(text: string): Uint8Array | null {
  const address = text.trim().replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return Uint8Array.from(address.split('.').map(Number));
  if (version !== 6) return null;
  let groups = address;
  // An IPv4 tail (`::ffff:81.2.69.1`) is two more groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(groups);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    groups = `${groups.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = groups.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  const bytes = new Uint8Array(16);
  [...left, ...zeros, ...right].forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** An IPv4-mapped IPv6 address (`::ffff:81.2.69.1`, as Node gives IPv4 clients of a dual-stack socket) as IPv4. */
export function unmapped(bytes: Uint8Array): Uint8Array {
  if (bytes.length !== 16) return bytes;
  const mapped = bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

/** `[first bytes, prefix bits]` of the ranges no public country can own. */
const IPV4_LOCAL: readonly (readonly [number[], number])[] = [
  [[0], 8], // "this network", the unspecified address
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local
  [[172, 16], 12], // private
  [[192, 168], 16], // private
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];
const IPV6_LOCAL: readonly (readonly [number[], number])[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 127], // unspecified (::) and loopback (::1)
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xff], 8], // multicast
];

/** Private, loopback, link-local and other addresses that never leave a local network. */
export function isLocalAddress(bytes: Uint8Array): boolean {
  const ranges = bytes.length === 4 ? IPV4_LOCAL : IPV6_LOCAL;
  return ranges.some(([start, bits]) => startsWith(bytes, start, bits));
}

function startsWith(bytes: Uint8Array, start: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3]! & mask) !== ((start[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
}

/** The address written out in full, which any reader parses the same way. */
export function formatAddress(bytes: Uint8Array): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}
