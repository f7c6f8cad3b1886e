import { ApiError } from '../kernel/errors.js';
import { SlidingCounts } from './sliding-counts.js';

/** How many declines the server takes before it refuses further attempts (0: no limit). */
export interface DeclineLimits {
  /** Declined attempts one PaymentIntent takes; then it refuses any further confirmation. */
  perIntent: number;
  /** Declines from one client address within the window, across every intent. */
  perAddress: number;
  /** Declines through one publishable key within the window, across every address. */
  perKey: number;
  windowSeconds: number;
  /** Whether the address and key limits apply to test mode too (the per-intent cap always does). */
  inTestMode: boolean;
}

export const DEFAULT_DECLINE_LIMITS: DeclineLimits = {
  perIntent: 10,
  perAddress: 30,
  perKey: 300,
  windowSeconds: 3600,
  inTestMode: false,
};

/** The refusal of an intent whose attempts are used up. */
export function intentAttemptsExhausted(): ApiError {
  return new ApiError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_attempts_exhausted',
    message:
      'This payment has been declined too many times and cannot be attempted again. Create a new PaymentIntent for another attempt.',
  });
}

function velocityRefusal(): ApiError {
  return new ApiError(429, {
    type: 'card_error',
    code: 'card_decline_rate_limit_exceeded',
    message: 'Too many payments were declined here recently. Please try again later.',
  });
}

/**
 * Card-testing defence for the keys a browser holds: counts declined attempts per client
 * address and per publishable key in a sliding window, and refuses confirmations past the
 * limit until the window moves on. Counts live in this instance's memory: behind a load
 * balancer each instance counts its own share, which still bounds a tester to the limit
 * times the number of instances.
 */
export class DeclineVelocity {
  readonly #counts: SlidingCounts;

  constructor(private readonly limits: DeclineLimits) {
    this.#counts = new SlidingCounts(limits.windowSeconds);
  }

  /** Throws when this address or key has been declined too often lately. */
  check(input: { livemode: boolean; address: string; key: string }, now = Date.now()): void {
    if (!input.livemode && !this.limits.inTestMode) return;
    if (this.#over(`a ${input.address}`, this.limits.perAddress, now)) throw velocityRefusal();
    if (this.#over(`k ${input.key}`, this.limits.perKey, now)) throw velocityRefusal();
  }

  record(input: { livemode: boolean; address: string; key: string }, now = Date.now()): void {
    if (!input.livemode && !this.limits.inTestMode) return;
    this.#counts.add(`a ${input.address}`, now);
    this.#counts.add(`k ${input.key}`, now);
  }

  /**
   * How much of its limits this address and key used lately (0 to 1, the larger of the two):
   * the risk engine scores a payment from a near-limit address as card testing. Zero where the
   * limits don't apply (test mode unless they are turned on for it).
   */
  pressure(input: { livemode: boolean; address: string; key: string }, now = Date.now()): number {
    if (!input.livemode && !this.limits.inTestMode) return 0;
    const share = (id: string, limit: number) => (limit > 0 ? this.#counts.count(id, now) / limit : 0);
    return Math.min(
      1,
      Math.max(
        share(`a ${input.address}`, this.limits.perAddress),
        share(`k ${input.key}`, this.limits.perKey),
      ),
    );
  }

  #over(id: string, limit: number, now: number): boolean {
    return limit > 0 && this.#counts.count(id, now) >= limit;
  }
}
