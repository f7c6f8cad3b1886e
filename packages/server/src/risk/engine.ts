import { isDisposableEmail } from './disposable-domains.js';

export type RiskLevel = 'normal' | 'elevated' | 'highest';
type Check = 'pass' | 'fail' | 'unavailable' | 'unchecked' | null;
/** The passive captcha's word on a browser's confirmation (docs/radar.md#captcha). */
export type CaptchaSignal = 'passed' | 'failed' | 'absent';

/** What the server knows about a card payment when it scores it. */
export interface RiskSignals {
  livemode: boolean;
  /** The amount in US dollars (major units); null for a currency without a rate. */
  amountInUsd: number | null;
  cardCountry: string | null;
  ipAddress: string | null;
  ipCountry: string | null;
  billingCountry: string | null;
  email: string | null;
  /** The issuer's checks: absent before the authorization. */
  checks?: { cvc: Check; postalCode: Check; line1: Check };
  /** How much of the card-testing limits recent declines from this address or key used (0 to 1). */
  declinePressure: number;
  /** The account's succeeded card payments in this mode so far. */
  history: { charges: number; amountUsd: number };
  /** The passive captcha, when a browser confirmed; absent for a merchant server's confirmation. */
  captcha?: CaptchaSignal | null;
}

export interface RiskAssessment {
  level: RiskLevel;
  /** 0 to 99, as Radar scores: below 65 normal, 65 to 74 elevated, 75 and above highest. */
  score: number;
  /** Why, in short words (for logs and the dashboard; never shown to the shopper). */
  reasons: string[];
  /**
   * A challenge the shopper must answer before the card is sent (docs/radar.md#challenges):
   * a captcha in the payment form, or the card's last digits confirmed.
   */
  challenge?: 'captcha' | 'card_image' | null;
}

/**
 * Scores a card payment. The server asks twice: before the authorization (no checks yet) and
 * after it. A merchant plugs another (a vendor's scoring service) with `riskEngine` when
 * creating the server; it may answer asynchronously.
 */
export interface RiskEngine {
  assess(signals: RiskSignals): RiskAssessment | Promise<RiskAssessment>;
}

export function levelFor(score: number): RiskLevel {
  return score >= 75 ? 'highest' : score >= 65 ? 'elevated' : 'normal';
}

/** How many prior payments make an account's history worth comparing an amount with. */
const HISTORY_MINIMUM = 10;

/**
 * The built-in scoring: a small base, plus a weight for each sign of fraud the server can see.
 * The weights are chosen so that one sign alone stays normal, a failed CVC with another sign
 * is elevated, and a card tester close to the decline limits is highest.
 */
export class DefaultRiskEngine implements RiskEngine {
  assess(s: RiskSignals): RiskAssessment {
    const reasons: string[] = [];
    let score = 10;
    const add = (points: number, reason: string) => {
      score += points;
      reasons.push(reason);
    };
    if (s.checks?.cvc === 'fail') add(30, 'cvc_check_failed');
    if (s.checks?.postalCode === 'fail') add(20, 'postal_code_check_failed');
    if (s.checks?.line1 === 'fail') add(5, 'address_line1_check_failed');
    const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;
    if (differ(s.cardCountry, s.ipCountry)) add(15, 'card_country_differs_from_ip_country');
    if (differ(s.cardCountry, s.billingCountry)) add(10, 'card_country_differs_from_billing_country');
    if (differ(s.ipCountry, s.billingCountry)) add(10, 'ip_country_differs_from_billing_country');
    if (isDisposableEmail(s.email)) add(20, 'disposable_email');
    if (s.captcha === 'failed') add(20, 'captcha_failed');
    const { charges, amountUsd } = s.history;
    if (s.amountInUsd !== null && charges >= HISTORY_MINIMUM) {
      const ratio = s.amountInUsd / (amountUsd / charges || 1);
      if (ratio >= 20) add(25, 'amount_far_above_account_history');
      else if (ratio >= 5) add(15, 'amount_above_account_history');
    }
    if (s.declinePressure >= 0.8) add(65, 'card_testing_velocity');
    else if (s.declinePressure >= 0.5) add(55, 'card_testing_velocity');
    const bounded = Math.min(99, score);
    // A browser that sent a bad, expired or replayed captcha token proves it is a person before
    // the card is tried. No token at all is not a failure (the silent captcha may not have been
    // ready in time): the card-testing limits deal with browsers that never send one.
    const challenge = s.captcha === 'failed' ? 'captcha' : null;
    return { level: levelFor(bounded), score: bounded, reasons, challenge };
  }
}
