/**
 * Sign-in attempts are limited per client address and per e-mail: after `max` failures within
 * the window, further attempts are refused unchecked until the window ends, so a password can
 * not be guessed quickly from one address, nor one operator's from many.
 */
export class LoginLimiter {
  readonly #failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly max = 5,
    private readonly windowMs = 15 * 60_000,
  ) {}

  blocked(keys: readonly string[], now = Date.now()): boolean {
    return keys.some((key) => {
      const record = this.#failures.get(key);
      if (!record) return false;
      if (now - record.since > this.windowMs) {
        this.#failures.delete(key);
        return false;
      }
      return record.count >= this.max;
    });
  }

  fail(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) {
      const record = this.#failures.get(key);
      if (!record || now - record.since > this.windowMs) this.#failures.set(key, { count: 1, since: now });
      else record.count++;
    }
    // A flood of addresses must not grow the map without end.
    if (this.#failures.size > 10_000) {
      for (const [key, record] of this.#failures)
        if (now - record.since > this.windowMs) this.#failures.delete(key);
    }
  }

  succeed(keys: readonly string[]): void {
    for (const key of keys) this.#failures.delete(key);
  }
}
