import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';

/** Text the builds hold; fonts and images are compressed already. */
const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
]);

export function isCompressible(extension: string): boolean {
  return COMPRESSIBLE.has(extension.toLowerCase());
}

/** The coding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function pickCoding(header: string | undefined): Coding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Quality 9, not 11: within a few percent of 11 at a twentieth of the time (60 ms for React DOM).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

/** Compressed bodies by ETag and coding; the builds are a few dozen files, the limit only guards rebuilds. */
const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 256;

/**
 * A body in a coding, compressed once per content (the ETag names it) and kept in memory: the
 * files are read on each request so a rebuild shows, but compressing them again would cost
 * more than serving them.
 */
export function compressed(body: Buffer, etag: string, coding: Coding): Promise<Buffer> {
  const key = `${etag}:${coding}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = coding === 'br' ? brotli(body, BROTLI) : gzipAsync(body, { level: 9 });
    entry.catch(() => cache.delete(key));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
  }
  return entry;
}

/** A strong ETag per coding: the compressed bytes differ from the file's. */
export function codedEtag(etag: string, coding: Coding): string {
  return `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;
}
