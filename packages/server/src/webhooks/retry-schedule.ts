import type { AppContext } from '../kernel/app-context.js';

/**
 * Stripe retries a failing endpoint for up to three days with growing gaps. Counted in
 * `retryBaseMs` (one minute in production): 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then every 12 h.
 */
const RETRY_STEPS = [1, 5, 30, 120, 300, 600, 720];

export interface DeliverySettings {
  pollMs: number;
  timeoutMs: number;
  retryBaseMs: number;
  /** 11 attempts: the last retry comes ~65 hours after the first attempt, inside three days. */
  maxAttempts: number;
  concurrency: number;
  leaseMarginMs: number;
}

export function deliverySettings(config: AppContext['config']['webhooks']): DeliverySettings {
  return {
    pollMs: config.pollMs,
    timeoutMs: config.timeoutMs,
    retryBaseMs: config.retryBaseMs ?? 60_000,
    maxAttempts: config.maxAttempts ?? 11,
    concurrency: config.concurrency ?? 8,
    leaseMarginMs: config.leaseMarginMs ?? 30_000,
  };
}

/**
 * When a delivery that has failed `attempts` times is next due, in ms from now; undefined
 * when it has had its last attempt.
 */
export function retryDelayMs(attempts: number, settings: DeliverySettings): number | undefined {
  if (attempts >= settings.maxAttempts) return undefined;
  const step = RETRY_STEPS[Math.min(Math.max(attempts, 1), RETRY_STEPS.length) - 1]!;
  return step * settings.retryBaseMs;
}
