import { addressBytes } from './ip-address.js';

/**
 * Writes a small MaxMind DB (`.mmdb`) file, so the GeoIP tests need no downloaded database:
 * the binary search tree (24-bit records), the 16-byte separator, the data section and the
 * metadata, as the format's public specification lays them out.
 */

type Value = string | number | boolean | readonly Value[] | { readonly [key: string]: Value };

export interface MmdbOptions {
  /** 6 (the default) for a tree with IPv6 and IPv4 (under ::/96), 4 for IPv4 only. */
  ipVersion?: 4 | 6;
  databaseType?: string;
}

interface TreeNode {
  children: [TreeNode | number | null, TreeNode | number | null];
}

/** `networks` maps a CIDR (`81.2.69.0/24`, `2001:db8::/32`) to its record. */
export function writeMmdb(networks: Record<string, Value>, options: MmdbOptions = {}): Buffer {
  const ipVersion = options.ipVersion ?? 6;
  const root: TreeNode = { children: [null, null] };
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const [cidr, record] of Object.entries(networks)) {
    const [address = '', prefixText = ''] = cidr.split('/');
    const bytes = addressBytes(address);
    if (!bytes) throw new Error(`not an address: ${cidr}`);
    // IPv4 networks sit under ::/96 in an IPv6 tree, where readers look IPv4 addresses up.
    const offset = bytes.length === 4 && ipVersion === 6 ? 96 : 0;
    const bits = Array.from({ length: bytes.length * 8 }, (_, i) => (bytes[i >> 3]! >> (7 - (i % 8))) & 1);
    const path = [...new Array<number>(offset).fill(0), ...bits.slice(0, Number(prefixText))];
    const encoded = encode(record);
    let node = root;
    path.forEach((bit, i) => {
      if (i === path.length - 1) {
        node.children[bit as 0 | 1] = dataSize;
        return;
      }
      const next = node.children[bit as 0 | 1];
      if (typeof next === 'number') throw new Error(`${cidr} lies inside another network`);
      if (next) node = next;
      else {
        const child: TreeNode = { children: [null, null] };
        node.children[bit as 0 | 1] = child;
        node = child;
      }
    });
    data.push(encoded);
    dataSize += encoded.length;
  }

  // Nodes numbered breadth first from the root; a record is a node's number, the node count
  // (no data), or the node count + 16 + the record's offset in the data section.
  const nodes: TreeNode[] = [root];
  for (let i = 0; i < nodes.length; i++) {
    for (const child of nodes[i]!.children) if (child && typeof child === 'object') nodes.push(child);
  }
  const count = nodes.length;
  const tree = Buffer.alloc(count * 6);
  nodes.forEach((node, i) => {
    node.children.forEach((child, side) => {
      const value =
        child === null ? count : typeof child === 'number' ? count + 16 + child : nodes.indexOf(child);
      tree.writeUIntBE(value, i * 6 + side * 3, 3);
    });
  });

  const metadata = encode({
    node_count: uint(6, count),
    record_size: uint(5, 24),
    ip_version: uint(5, ipVersion),
    database_type: options.databaseType ?? 'Payframe-Test-Country',
    languages: ['en'],
    binary_format_major_version: uint(5, 2),
    binary_format_minor_version: uint(5, 0),
    build_epoch: uint(9, 1_764_115_200),
    description: { en: 'A test database' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from('abcdef4d61784d696e642e636f6d', 'hex'), // "\xAB\xCD\xEFMaxMind.com"
    metadata,
  ]);
}

/** A record for a country database: what GeoLite2-Country holds for a network. */
export function countryRecord(isoCode: string): Value {
  return { country: { iso_code: isoCode, names: { en: isoCode } } };
}

/** An unsigned integer of a given type (5 uint16, 6 uint32, 9 uint64), for metadata. */
const UINT = Symbol('uint');
interface Uint {
  [UINT]: true;
  type: number;
  value: number;
}
function uint(type: number, value: number): Value {
  return { [UINT]: true, type, value } as unknown as Value;
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') return field(2, Buffer.from(value, 'utf8'));
  if (typeof value === 'boolean') return control(14, value ? 1 : 0);
  if (typeof value === 'number') {
    const payload = Buffer.alloc(8);
    payload.writeDoubleBE(value);
    return field(3, payload);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const number = value as unknown as Partial<Uint>;
  if (number[UINT]) {
    const bytes: number[] = [];
    for (let rest = number.value!; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    return field(number.type!, Buffer.from(bytes));
  }
  const entries = Object.entries(value as Record<string, Value>);
  return Buffer.concat([
    control(7, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
  ]);
}

function field(type: number, payload: Buffer): Buffer {
  return Buffer.concat([control(type, payload.length), payload]);
}

/** The control byte (type in the top 3 bits, size in the low 5), extended type and size bytes. */
function control(type: number, size: number): Buffer {
  const head = type <= 7 ? [type << 5] : [0, type - 7];
  let sizeBytes: number[] = [];
  if (size < 29) head[0]! |= size;
  else if (size < 285) {
    head[0]! |= 29;
    sizeBytes = [size - 29];
  } else {
    const rest = size - 285;
    head[0]! |= 30;
    sizeBytes = [rest >> 8, rest & 0xff];
  }
  return Buffer.from([...head, ...sizeBytes]);
}
