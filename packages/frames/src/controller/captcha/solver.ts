/**
 * Solves the server's proof-of-work puzzle (docs/radar.md#captcha): finds a counter whose
 * SHA-256 with the puzzle starts with `difficulty` zero bits. It hashes in batches and gives the
 * event loop back between them, so the frame keeps answering while it works (the silent
 * captcha runs in the controller beside the payment form; the shown one moves a progress bar).
 */
export interface SolveOptions {
  /** Called after each batch with the counters tried so far and the expected total (2^difficulty). */
  onProgress?: (tried: number, expected: number) => void;
  signal?: AbortSignal;
  batch?: number;
}

const encoder = new TextEncoder();

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** Lets other work run (a click, a message) before the next batch. */
const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The counter that solves the puzzle, or null when aborted. */
export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  options: SolveOptions = {},
): Promise<string | null> {
  const batch = options.batch ?? 256;
  const expected = 2 ** difficulty;
  for (let start = 0; ; start += batch) {
    if (options.signal?.aborted) return null;
    const counters = Array.from({ length: batch }, (_, i) => String(start + i));
    const digests = await Promise.all(
      counters.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}.${n}`))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return counters[found]!;
    options.onProgress?.(start + batch, expected);
    await yieldToEvents();
  }
}
