/** Time-outs, retries and defaults of the controller (docs/confirmation.md#constants). */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const LOGIN_FRAME_LOOKUP_TIMEOUT_MS = 2000;
export const COOKIE_LOGIN_LOOKUP_TIMEOUT_MS = 2500;
export const ATTACH_PAYMENT_ACCOUNT_RETRY = { attempts: 180, intervalMs: 250, initialDelayMs: 1000 } as const;
export const INTENT_RETRIEVE_MAX_ATTEMPTS = 2;
export const WALLET_CONFIG_MAX_ATTEMPTS = 2;
export const APPLE_PAY_SESSION_MAX_ATTEMPTS = 2;
/** 3ds2/challenge_complete is retried on HTTP 400, up to this many attempts. */
export const CHALLENGE_COMPLETE_MAX_ATTEMPTS = 3;
export const ORIGIN_CHECK = { initialTimeoutMs: 5000, divisor: 3, minimumMs: 10 } as const;
export const WALLET_CONFIG_TEST_DELAY_MS = 200;
export const TEST_PAN_LENGTH = 16;
export const DEFAULT_LOCALE = 'auto';
export const DEFAULT_FALLBACK_WALLET_AMOUNT = 0;
export const DEFAULT_FALLBACK_CURRENCY = 'usd';
export const ISSUING_CARD_EXPAND = ['number', 'cvc', 'pin.number'] as const;
export const REDIRECT_BEHAVIORS = ['on_mobile_only', 'never'] as const;
/** Experiment splits in percent. */
export const EXPERIMENT_SPLITS = {
  v2CardRequest: [50, 50],
  controlTreatment: [50, 50],
  default: [5, 5],
} as const;
/** A browser deprecation rollout slice is a random 0 to 99 compared against this. */
export const BROWSER_DEPRECATION_ROLLOUT_SLICES = 100;

/** The origin check's time-out after `failures` failed attempts: divided by 3 each time, never under 10 ms. */
export function originCheckTimeout(failures: number): number {
  const timeout = ORIGIN_CHECK.initialTimeoutMs / ORIGIN_CHECK.divisor ** Math.max(0, failures);
  return Math.max(ORIGIN_CHECK.minimumMs, Math.floor(timeout));
}

/** Client attribution metadata the controller sends (docs/confirmation.md#entities). */
export const CLIENT_ATTRIBUTION = {
  merchant_integration_source: 'elements',
  merchant_integration_subtype: 'payment-element',
  merchant_integration_version: '2021',
} as const;
