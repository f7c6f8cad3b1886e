import {
  anything,
  arrayOf,
  bool,
  empty,
  httpUrl,
  isObject,
  nullable,
  num,
  obj,
  oneOf,
  opt,
  optRecord,
  optStr,
  str,
  variants,
} from './checks.js';
import { CONTROLLER_METHODS } from './controller-methods.js';
import { linkAction, linkChoice, linkState } from './link-checks.js';
import type { FrameMessageType, PayloadChecks } from './messages.js';
import { wireError } from './page-checks.js';

const nullStr = nullable(str);
const options = obj({ options: isObject });
const withError = obj({ error: wireError });

const addressValue = obj({
  name: str,
  firstName: optStr,
  lastName: optStr,
  phone: optStr,
  address: obj({ line1: str, line2: nullStr, city: str, state: str, postal_code: str, country: str }),
});

const suggestion = obj({
  id: str,
  description: str,
  address: obj({
    line1: str,
    line2: optStr,
    city: optStr,
    state: optStr,
    postal_code: optStr,
    country: str,
  }),
});

const savedMethod = obj({
  id: str,
  type: str,
  brand: str,
  last4: str,
  expMonth: num,
  expYear: num,
  fingerprint: str,
  cvcCheck: nullStr,
  allowRedisplay: str,
  postalCode: nullStr,
  country: nullStr,
  billingDetails: isObject,
});

const savedCustomer = obj({
  id: str,
  apiKey: str,
  methods: arrayOf(savedMethod),
  defaultMethod: nullStr,
  save: bool,
  saveUsage: oneOf('on_session', 'off_session', null),
  remove: bool,
  update: bool,
  setAsDefault: bool,
  limit: num,
  filters: arrayOf(str),
  intentSavesAlready: bool,
});

const sessionState = obj({
  paymentMethodTypes: arrayOf(str),
  mode: oneOf('payment', 'setup'),
  amount: nullable(num),
  currency: nullStr,
  businessName: str,
  merchantCountry: str,
  livemode: bool,
  // The merchant's appearance and fonts were checked when the group was made; the frames read
  // them through their own checks again.
  appearance: anything,
  fonts: arrayOf(anything),
  loader: oneOf('auto', 'always', 'never'),
  locale: str,
  paymentMethodCreation: opt(oneOf('manual')),
  customer: opt(savedCustomer),
  walletDomain: opt(obj({ applePay: bool, googlePay: bool })),
  linkIncentive: opt(obj({ amount: num, currency: str })),
});

const collectResult = obj({
  component: str,
  type: nullStr,
  complete: bool,
  paymentMethodData: optRecord,
  paymentMethodOptions: optRecord,
  mandateShown: opt(bool),
  error: opt(wireError),
  shipping: optRecord,
  address: opt(obj({ complete: bool, isNewAddress: bool, value: addressValue })),
  billingFromShipping: opt(bool),
  savedPaymentMethod: optStr,
  cvc: optStr,
  save: opt(bool),
  link: opt(linkChoice),
  express: opt(bool),
  presentment: opt(obj({ currency: str, fxQuote: str })),
});

/** An FX quote's rates: a number per currency. */
const rates = (value: unknown): value is Record<string, number> =>
  isObject(value) && Object.values(value).every(num);

const expressAddress = obj({
  line1: optStr,
  line2: opt(nullStr),
  city: str,
  state: str,
  postal_code: str,
  country: str,
});
const lineItems = arrayOf(obj({ name: str, amount: num }));
const shippingRates = arrayOf(obj({ id: str, displayName: str, amount: num, deliveryEstimate: anything }));
const presentedCurrency = obj({ currency: str, amount: num, exchangeRate: nullable(num) });

const expressSheet = obj({
  wallet: str,
  elementFrameId: str,
  amount: num,
  currency: str,
  businessName: str,
  locale: str,
  lineItems,
  shippingRates,
  emailRequired: bool,
  phoneNumberRequired: bool,
  shippingAddressRequired: bool,
  allowedShippingCountries: nullable(arrayOf(str)),
  awaitCompletion: opt(bool),
  presentment: opt(nullable(presentedCurrency)),
});

/**
 * The payload checks of what the frames receive, from the merchant page (any script of it may
 * post) and from each other on the group's channel.
 */
export const FRAME_CHECKS: PayloadChecks<FrameMessageType> = {
  'controller/init': obj({
    publishableKey: str,
    stripeAccount: optStr,
    apiVersion: str,
    elementsOptions: nullable(isObject),
  }),
  'controller/request': obj({
    method: oneOf(...CONTROLLER_METHODS),
    args: isObject,
    frameIds: arrayOf(str),
  }),
  'controller/elements-update': options,
  'element/init': obj({ elementType: str, options: isObject }),
  'element/update': options,
  'element/command': obj({ command: oneOf('focus', 'blur', 'clear', 'collapse') }),
  'element/reply': obj({ reply: str, ok: bool, value: anything }),
  'frame/hello': obj({ component: str, reload: opt(bool) }),
  'controller/listening': empty,
  'session/state': sessionState,
  'session/error': withError,
  'collect/request': obj({ display: bool }),
  'address/mode': obj({ mode: oneOf('shipping', 'billing', null) }),
  'address/suggest': obj({ query: str, country: str }),
  'address/suggestions': obj({ query: str, suggestions: arrayOf(suggestion) }),
  'collect/response': collectResult,
  'form/focus-error': empty,
  'form/confirm-error': withError,
  'challenge/start': obj({ url: httpUrl }),
  'challenge/done': obj({ status: str }),
  'challenge/cancel': empty,
  'challenge/qr': obj({
    method: str,
    data: httpUrl,
    amount: num,
    currency: str,
    expiresAt: nullable(num),
    locale: str,
  }),
  'challenge/approval': obj({ method: str, amount: num, currency: str, expiresAt: num, locale: str }),
  'challenge/bank-link': obj({
    sessionSecret: str,
    publishableKey: str,
    apiVersion: str,
    manualEntry: bool,
    businessName: str,
    locale: str,
  }),
  'challenge/debit': obj({
    type: oneOf('acss_debit', 'bacs_debit'),
    collect: bool,
    mandate: bool,
    businessName: str,
    locale: str,
    amount: nullable(num),
    currency: nullStr,
    holder: obj({ name: str, email: str, address: str }),
    account: nullable(obj({ bank: str, last4: str })),
    mandateOptions: nullable(obj({ paymentSchedule: str, transactionType: str, intervalDescription: str })),
  }),
  'challenge/debit-done': obj({
    details: (value: unknown): value is Record<string, string> =>
      isObject(value) && Object.values(value).every((each) => typeof each === 'string'),
  }),
  'challenge/verify': obj({
    kind: oneOf('captcha', 'card_image'),
    publishableKey: str,
    apiVersion: str,
    clientSecret: str,
    locale: str,
    provider: nullStr,
    siteKey: nullStr,
    rqdata: nullStr,
    difficulty: nullable(num),
    verifyPath: str,
    cancelPath: nullStr,
    brand: nullStr,
    livemode: bool,
  }),
  'messaging/learn-more': obj({ method: str, amount: num, currency: str, locale: str }),
  'challenge/learn-more': obj({ method: str, amount: num, currency: str, locale: str }),
  'express/open-sheet': expressSheet,
  'challenge/express': expressSheet,
  'express/sheet': variants('kind', {
    address: obj({ name: str, address: expressAddress }),
    rate: obj({ rateId: str }),
    pay: obj({
      token: str,
      billingDetails: isObject,
      shippingAddress: nullable(obj({ name: str, address: expressAddress })),
      shippingRateId: nullStr,
      linkPaymentDetails: optStr,
    }),
    cancel: isObject,
  }),
  'express/confirming': empty,
  'express/update': obj({ ok: bool, amount: num, lineItems, shippingRates, error: optStr }),
  'express/complete': obj({ status: str }),
  'currency/quote-request': obj({ currencies: arrayOf(str) }),
  'currency/quote': obj({
    quote: nullable(obj({ id: str, toCurrency: str, expiresAt: num, rates })),
    error: opt(wireError),
  }),
  'billing/country': obj({ country: str }),
  'currency/chosen': presentedCurrency,
  'card/piece': obj({ component: str, mounted: bool, brand: optStr }),
  'telemetry/event': obj({ name: str, paymentMethodType: optStr }),
  'card/bin-request': obj({ binPrefix: str }),
  'card/bin-ranges': obj({
    binPrefix: str,
    ranges: arrayOf(obj({ account_range_low: str, account_range_high: str, pan_length: num, brand: str })),
  }),
  'link/action': linkAction,
  'link/state': linkState,
  'link/passkey-options': options,
  'link/passkey-creation-options': options,
  'link/logged-out': obj({ email: nullStr }),
};
