import { rateLimited } from '../kernel/errors.js';
import { SlidingCounts } from './sliding-counts.js';

/** How many Link consumer lookups one client address and one key make per window (0: no limit). */
export interface LookupLimits {
  perAddress: number;
  perKey: number;
  windowSeconds: number;
  /** Whether the limits apply to test mode too (they guard live shoppers' e-mail addresses). */
  inTestMode: boolean;
}

export const DEFAULT_LOOKUP_LIMITS: LookupLimits = {
  perAddress: 60,
  perKey: 1200,
  windowSeconds: 60,
  inTestMode: false,
};

/**
 * A lookup tells whether an e-mail address has a Link account: past a rate a shopper typing
 * never reaches, an address or key is enumerating, and gets 429 until the window moves on.
 * Counted in this instance's memory.
 */
export class LookupLimiter {
  readonly #counts: SlidingCounts;

  constructor(private readonly limits: LookupLimits) {
    this.#counts = new SlidingCounts(limits.windowSeconds);
  }

  check(input: { livemode: boolean; address: string; key: string }, now = Date.now()): void {
    if (!input.livemode && !this.limits.inTestMode) return;
    const byAddress = this.#counts.count(`a ${input.address}`, now);
    const byKey = this.#counts.count(`k ${input.key}`, now);
    if (
      (this.limits.perAddress > 0 && byAddress >= this.limits.perAddress) ||
      (this.limits.perKey > 0 && byKey >= this.limits.perKey)
    ) {
      throw rateLimited('Too many Link lookups from here. Please try again later.');
    }
    this.#counts.add(`a ${input.address}`, now);
    this.#counts.add(`k ${input.key}`, now);
  }
}
