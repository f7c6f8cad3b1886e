import {
  EXPRESS_PAYMENT_METHODS,
  type ExpressCheckoutOptions,
  type ExpressPaymentMethod,
} from '@payframe/core/express';

/** Why a button is hidden (the names of docs/elements.md#states). */
export const HIDDEN_REASONS = [
  'payment_method_disabled',
  'domain_unregistered_or_backend_filtered',
  'setup_future_usage_unsupported',
  'manual_payment_method_creation_unsupported',
  'unsupported_browser',
  'merchant_payment_method_param_config',
  'manual_override_early_development',
  'should_show_button_dispatch',
] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

export type ButtonState =
  | { state: 'loading' }
  | { state: 'visible' }
  | { state: 'hidden'; reason: HiddenReason };

/** The payment method type each button pays with. */
export const METHOD_TYPES: Record<ExpressPaymentMethod, string> = {
  applePay: 'card',
  googlePay: 'card',
  link: 'link',
  paypal: 'paypal',
  klarna: 'klarna',
  amazonPay: 'amazon_pay',
};

/** `expressPaymentType` in the events: the wallet's snake_case name. */
export const EXPRESS_PAYMENT_TYPES: Record<ExpressPaymentMethod, string> = {
  applePay: 'apple_pay',
  googlePay: 'google_pay',
  link: 'link',
  paypal: 'paypal',
  klarna: 'klarna',
  amazonPay: 'amazon_pay',
};

/** What the browser's wallets can do on this page (test mode: see wallet-support.ts). */
export interface BrowserWallets {
  applePay: boolean;
  googlePay: boolean;
}

export interface SessionFacts {
  paymentMethodTypes: readonly string[];
  mode: 'payment' | 'setup';
  /** paymentMethodCreation: 'manual' (createPaymentMethod instead of confirming). */
  manualCreation: boolean;
  /** The card wallets the account allows on the page's domain; absent: not known, not checked. */
  walletDomain?: BrowserWallets;
  /**
   * Live mode: the browser's answer is the wallet's own (docs/elements.md#live-wallets), and
   * `always` cannot open a wallet the browser does not have.
   */
  livemode?: boolean;
}

/** Methods that cannot be set up for later without a payment, or made into a payment method by hand. */
const NO_SETUP: readonly ExpressPaymentMethod[] = ['klarna'];
const NO_MANUAL: readonly ExpressPaymentMethod[] = ['paypal', 'klarna', 'amazonPay'];

/**
 * Each button's state once the session is known: hidden (with why) or visible. The card
 * wallets need the card among the session's types and a wallet in the browser, unless the
 * merchant says `always`; `never` hides any button.
 */
export function buttonStates(
  options: Pick<ExpressCheckoutOptions, 'paymentMethods' | 'wallets'>,
  session: SessionFacts | null,
  browser: BrowserWallets,
): Record<ExpressPaymentMethod, ButtonState> {
  const states = {} as Record<ExpressPaymentMethod, ButtonState>;
  for (const method of EXPRESS_PAYMENT_METHODS) {
    states[method] = session ? stateOf(method, options, session, browser) : { state: 'loading' };
  }
  return states;
}

function stateOf(
  method: ExpressPaymentMethod,
  options: Pick<ExpressCheckoutOptions, 'paymentMethods' | 'wallets'>,
  session: SessionFacts,
  browser: BrowserWallets,
): ButtonState {
  const legacy =
    method === 'applePay' || method === 'googlePay' || method === 'link' ? options.wallets[method] : 'auto';
  const setting = options.paymentMethods[method] ?? legacy;
  const hidden = (reason: HiddenReason): ButtonState => ({ state: 'hidden', reason });
  if (setting === 'never') return hidden('merchant_payment_method_param_config');
  if (!session.paymentMethodTypes.includes(METHOD_TYPES[method])) return hidden('payment_method_disabled');
  if (session.mode === 'setup' && NO_SETUP.includes(method)) return hidden('setup_future_usage_unsupported');
  if (session.manualCreation && NO_MANUAL.includes(method))
    return hidden('manual_payment_method_creation_unsupported');
  // A card wallet needs the page's domain registered, whatever the merchant's setting says.
  const card = method === 'applePay' || method === 'googlePay';
  if (card && session.walletDomain && !session.walletDomain[method])
    return hidden('domain_unregistered_or_backend_filtered');
  if (card && (setting !== 'always' || session.livemode) && !browser[method])
    return hidden('unsupported_browser');
  return { state: 'visible' };
}

/** The visible buttons in order: `paymentMethodOrder` first, then the default order. */
export function orderedVisible(
  states: Record<ExpressPaymentMethod, ButtonState>,
  order: readonly string[],
): ExpressPaymentMethod[] {
  const known = order.filter((name): name is ExpressPaymentMethod =>
    (EXPRESS_PAYMENT_METHODS as readonly string[]).includes(name),
  );
  const all = [...new Set([...known, ...EXPRESS_PAYMENT_METHODS])];
  return all.filter((method) => states[method].state === 'visible');
}

/** `availablePaymentMethods` of the ready event: each method, shown or not. */
export function availablePaymentMethods(
  states: Record<ExpressPaymentMethod, ButtonState>,
): Record<ExpressPaymentMethod, boolean> {
  const out = {} as Record<ExpressPaymentMethod, boolean>;
  for (const method of EXPRESS_PAYMENT_METHODS) out[method] = states[method].state === 'visible';
  return out;
}
