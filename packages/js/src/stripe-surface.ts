import type { Stripe } from '@stripe/stripe-js';
import { IntegrationError } from './integration-error.js';
import { METHOD_CONFIRM_CALLS } from './protocol/method-confirm-calls.js';

/**
 * The methods of Stripe.js's `Stripe` object that Payframe does not have yet: the one place that
 * lists them, so the list shrinks visibly as payment methods and elements arrive. Each is present
 * on the Payframe object and throws an IntegrationError naming itself, so an integration that
 * calls one fails at once and clearly. The compiler checks the list against @stripe/stripe-js:
 * a method that is neither implemented nor listed here does not compile.
 */
export const NOT_YET_IMPLEMENTED = [
  'confirmBilliePayment',
  'confirmBlikSetup',
  'confirmCustomerBalancePayment',
  'confirmPayByBankPayment',
  'createRadarSession',
  'initCheckoutElementsSdk',
  'initCheckoutFormSdk',
  'initializePricing',
  'processOrder',
  'retrieveOrder',
  'verifyIdentity',
] as const satisfies readonly (keyof Stripe)[];

type NotYet = (typeof NOT_YET_IMPLEMENTED)[number];

/** The method-specific confirm calls (confirmIdealPayment, ...) are Stripe.js's too. */
export const METHOD_CONFIRMS = METHOD_CONFIRM_CALLS satisfies readonly (keyof Stripe)[];

/**
 * The Payframe object as the Stripe.js type: `implemented` must have every method of `Stripe`
 * that is not listed above (else this does not compile), and gets the listed ones as methods
 * that throw. The result is accepted wherever a `Stripe` is, as by `<Elements stripe={...}>`.
 */
export function asStripe<T extends Record<Exclude<keyof Stripe, NotYet>, unknown>>(
  implemented: T,
): T & Stripe {
  const complete: Record<string, unknown> = implemented;
  for (const name of NOT_YET_IMPLEMENTED) {
    complete[name] = () => {
      throw new IntegrationError(`${name} is not supported by Payframe yet.`);
    };
  }
  return implemented as T & Stripe;
}
