import { gzipSync } from 'node:zlib';

/** esbuild's output names: `chunk-ABCD1234.js`, `frame-ABCD1234.css` (an 8-character content hash). */
const HASHED_NAME = /\b([\w-]+?)-([A-Z0-9]{8})\.(js|css)\b/g;
const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Eight hash-like characters from a fixed sequence: as incompressible as a real hash, the same every run. */
function standIns(): () => string {
  let state = 0x2545f491;
  return () => {
    let hash = '';
    for (let i = 0; i < 8; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      hash += HASH_ALPHABET[(state >>> 16) % HASH_ALPHABET.length];
    }
    return hash;
  };
}

/**
 * The gzipped size of a built file, with the content hashes in the names of the files it refers
 * to replaced by stand-ins: the first name it mentions gets the first stand-in, and so on. A lazy
 * chunk's hash changes whenever its code does, and as random text to gzip it moved the size of
 * every file importing it by a few bytes, so a limit set close to the measured size passed or
 * failed by chance. The stand-ins are as long and as random-looking as the hashes, so the figure
 * is still what the browser downloads.
 */
export function stableGzipSize(bytes: Buffer): number {
  const next = standIns();
  const chosen = new Map<string, string>();
  const text = bytes
    .toString('utf8')
    .replace(HASHED_NAME, (_name, base: string, hash: string, ext: string) => {
      let standIn = chosen.get(hash);
      if (standIn === undefined) {
        standIn = next();
        chosen.set(hash, standIn);
      }
      return `${base}-${standIn}.${ext}`;
    });
  return gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).byteLength;
}
