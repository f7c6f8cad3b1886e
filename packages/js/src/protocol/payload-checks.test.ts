import { describe, expect, it } from 'vitest';
import type { Check } from './checks.js';
import { FRAME_CHECKS } from './frame-checks.js';
import { isTestPageDone } from './hosted-pages.js';
import { LINK_REQUEST_NAMES, type LinkState } from './link.js';
import type { FrameMessageType, MessageType, PageMessageType, PayloadChecks, PayloadOf } from './messages.js';
import { PAGE_CHECKS } from './page-checks.js';

const CHECKS = { ...PAGE_CHECKS, ...FRAME_CHECKS } as Record<MessageType, Check<unknown>>;

const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };

const linkState: LinkState = {
  available: null,
  authState: 'none',
  email: null,
  emailSource: null,
  consumer: null,
  verification: null,
  requests: Object.fromEntries(
    LINK_REQUEST_NAMES.map((name) => [name, { status: 'NONE', error: null }]),
  ) as LinkState['requests'],
  paymentDetails: [],
  oneClickAutofill: false,
};

const sheet = {
  wallet: 'googlePay',
  elementFrameId: 'expressCheckout-1',
  amount: 2500,
  currency: 'usd',
  businessName: 'Shop',
  locale: 'auto',
  lineItems: [{ name: 'Tee', amount: 2500 }],
  shippingRates: [{ id: 'std', displayName: 'Standard', amount: 0 }],
  emailRequired: false,
  phoneNumberRequired: false,
  shippingAddressRequired: true,
  allowedShippingCountries: null,
};

/**
 * A well-formed payload of every message type, with only its required fields (so that each one,
 * taken away, must be refused). Typed by the union: a message type missing here does not compile.
 */
const GOOD: { [K in MessageType]: PayloadOf<K> } = {
  'controller/loaded': {},
  'controller/response': { result: { paymentIntent: { id: 'pi_1' } } },
  'controller/show-challenge': { frameId: 'challenge-1' },
  'controller/hide-challenge': { frameId: 'challenge-1' },
  'controller/navigate': { url: 'https://bank.example/authorize?x=1' },
  'controller/session-error': { error },
  'element/loaded': {},
  'element/ready': {},
  'element/height': { height: 240.5 },
  'element/change': { elementType: 'card', complete: false, empty: true },
  'element/focus': {},
  'element/blur': {},
  'element/escape': {},
  'element/loaderstart': {},
  'element/loaderror': { error },
  'element/event': { event: 'click', data: { expressPaymentType: 'google_pay' }, reply: 'click_1' },
  'element/reply': { reply: 'click_1', ok: true },
  'controller/init': { publishableKey: 'pk_test_1', apiVersion: '2020-08-27', elementsOptions: null },
  'controller/request': { method: 'confirmPayment', args: {}, frameIds: ['payment-1'] },
  'controller/elements-update': { options: { locale: 'fr' } },
  'element/init': { elementType: 'payment', options: {} },
  'element/update': { options: { readOnly: true } },
  'element/command': { command: 'focus' },
  'frame/hello': { component: 'payment' },
  'session/state': {
    paymentMethodTypes: ['card'],
    mode: 'payment',
    amount: 1000,
    currency: 'eur',
    businessName: 'Shop',
    merchantCountry: 'FR',
    livemode: false,
    appearance: { theme: 'stripe' },
    fonts: [],
    loader: 'auto',
    locale: 'auto',
  },
  'session/error': { error },
  'collect/request': { display: true },
  'address/mode': { mode: null },
  'address/suggest': { query: '10 Down', country: 'GB' },
  'address/suggestions': {
    query: '10 Down',
    suggestions: [
      { id: 's1', description: '10 Downing St', address: { line1: '10 Downing St', country: 'GB' } },
    ],
  },
  'collect/response': { component: 'payment', type: 'card', complete: true },
  'controller/listening': {},
  'form/focus-error': {},
  'form/confirm-error': { error },
  'challenge/start': { url: 'http://localhost:4242/test/3ds/act_1?token=t' },
  'challenge/done': { status: 'succeeded' },
  'challenge/cancel': {},
  'challenge/qr': {
    method: 'wechat_pay',
    data: 'http://localhost:4242/test/redirect/src_1?token=t',
    amount: 2000,
    currency: 'cny',
    expiresAt: null,
    locale: 'auto',
  },
  'challenge/approval': {
    method: 'blik',
    amount: 2500,
    currency: 'pln',
    expiresAt: 1_900_000_000,
    locale: 'pl',
  },
  'challenge/bank-link': {
    sessionSecret: 'fcsess_1_secret_2',
    publishableKey: 'pk_test_1',
    apiVersion: '2020-08-27',
    manualEntry: true,
    businessName: 'Shop',
    locale: 'auto',
  },
  'challenge/debit': {
    type: 'acss_debit',
    collect: true,
    mandate: true,
    businessName: 'Shop',
    locale: 'auto',
    amount: 4200,
    currency: 'cad',
    holder: { name: 'Jenny Rosen', email: 'jenny@example.com', address: '' },
    account: null,
    mandateOptions: { paymentSchedule: 'sporadic', transactionType: 'personal', intervalDescription: '' },
  },
  'challenge/debit-done': { details: { institution_number: '000' } },
  'challenge/verify': {
    kind: 'captcha',
    publishableKey: 'pk_test_1',
    apiVersion: '2024-06-20',
    clientSecret: 'pi_1_secret_2',
    locale: 'auto',
    provider: 'proof_of_work',
    siteKey: 'payframe_proof_of_work',
    rqdata: 'v1.a.b',
    difficulty: 15,
    verifyPath: '/v1/payment_intents/pi_1/verify_challenge',
    cancelPath: null,
    brand: null,
    livemode: false,
  },
  'messaging/learn-more': { method: 'klarna', amount: 10000, currency: 'usd', locale: 'auto' },
  'challenge/learn-more': { method: 'afterpay_clearpay', amount: 10000, currency: 'usd', locale: 'fr' },
  'express/open-sheet': sheet,
  'challenge/express': sheet,
  'express/sheet': { kind: 'rate', rateId: 'express' },
  'express/confirming': {},
  'express/update': { ok: true, amount: 2500, lineItems: [], shippingRates: [] },
  'express/complete': { status: 'fail' },
  'currency/quote-request': { currencies: ['eur'] },
  'currency/quote': {
    quote: { id: 'fxq_1', toCurrency: 'usd', expiresAt: 1_900_000_000, rates: { eur: 1.05732 } },
  },
  'billing/country': { country: 'FR' },
  'currency/chosen': { currency: 'eur', amount: 1892, exchangeRate: 1.05732 },
  'card/piece': { component: 'cardNumber', mounted: true },
  'telemetry/event': { name: 'form_completed' },
  'card/bin-request': { binPrefix: '424242' },
  'card/bin-ranges': {
    binPrefix: '424242',
    ranges: [
      { account_range_low: '4242420000', account_range_high: '4242429999', pan_length: 16, brand: 'visa' },
    ],
  },
  'link/action': { action: 'lookup', email: 'jenny@example.com' },
  'link/state': linkState,
  'link/passkey-options': { options: { challenge: 'abc' } },
  'link/passkey-creation-options': { options: {} },
  'link/logged-out': { email: null },
};

const TYPES = Object.keys(GOOD) as MessageType[];
/** Fields any value passes (the merchant's appearance, handed on as given). */
const UNCHECKED = new Set(['appearance']);

const fieldCases = TYPES.flatMap((type) =>
  Object.keys(GOOD[type])
    .filter((field) => !UNCHECKED.has(field))
    .map((field) => [type, field] as const),
);

describe('payload checks', () => {
  it('has one check per message type, on one side or the other', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...TYPES].sort());
    const page = Object.keys(PAGE_CHECKS);
    expect(Object.keys(FRAME_CHECKS).filter((type) => page.includes(type))).toEqual([]);
  });

  it.each(TYPES)('accepts a well-formed %s', (type) => {
    expect(CHECKS[type](GOOD[type])).toBe(true);
  });

  it.each(TYPES)('refuses a %s payload that is not an object', (type) => {
    for (const value of [undefined, null, 'payload', 7, [], [GOOD[type]]])
      expect(CHECKS[type](value)).toBe(false);
  });

  it.each(fieldCases)('refuses %s without its %s', (type, field) => {
    const { [field]: _, ...rest } = GOOD[type] as Record<string, unknown>;
    expect(CHECKS[type](rest)).toBe(false);
  });

  it.each(fieldCases)('refuses %s whose %s has the wrong type', (type, field) => {
    const payload = { ...GOOD[type], [field]: () => 'not data' };
    expect(CHECKS[type](payload)).toBe(false);
  });

  it.each<[MessageType, unknown]>([
    // What the page or a frame would act on: a script URL, a frame height, an unknown command.
    ['controller/navigate', { url: 'javascript:alert(document.cookie)' }],
    ['controller/navigate', { url: ' javascript:alert(1)' }],
    ['controller/navigate', { url: 'JaVaScRiPt:alert(1)' }],
    ['controller/navigate', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['controller/navigate', { url: '//evil.example/' }],
    ['challenge/start', { url: 'javascript:alert(1)' }],
    ['element/height', { height: Number.NaN }],
    ['element/height', { height: Number.POSITIVE_INFINITY }],
    ['element/height', { height: -1 }],
    ['element/height', { height: 1e9 }],
    ['element/command', { command: 'submit' }],
    ['controller/request', { method: 'constructor', args: {}, frameIds: [] }],
    ['controller/request', { method: 'confirmPayment', args: {}, frameIds: [7] }],
    ['element/loaded', { extra: 'signals carry nothing' }],
    ['element/change', { elementType: 'card', complete: true, empty: false, error: { type: 'card_error' } }],
    ['element/change', { elementType: 'card', complete: true, empty: false, elementMode: 'both' }],
    ['element/change', { elementType: 'iban', complete: true, empty: false, country: 42 }],
    ['element/change', { elementType: 'idealBank', complete: true, empty: false, value: 7 }],
    ['session/state', { ...GOOD['session/state'], amount: Number.NaN }],
    ['session/state', { ...GOOD['session/state'], customer: { id: 'cus_1' } }],
    ['link/action', { action: 'toString' }],
    ['link/action', { action: '__proto__' }],
    ['link/action', { action: 'signUp', email: 'jenny@example.com' }],
    ['link/action', { action: 'lookup' }],
    ['link/state', { ...linkState, authState: 'hacked' }],
    [
      'link/state',
      { ...linkState, requests: { ...linkState.requests, signUp: { status: 'ERROR', error: null } } },
    ],
    ['link/state', { ...linkState, requests: { createSession: { status: 'NONE', error: null } } }],
    ['collect/response', { ...GOOD['collect/response'], link: { kind: 'saved' } }],
    ['card/bin-ranges', { binPrefix: '4242', ranges: [{ brand: 'visa' }] }],
    ['express/sheet', { kind: 'toString' }],
    ['express/sheet', { kind: 'pay', token: 'tok_visa_google_pay', billingDetails: {} }],
    ['express/update', { ...GOOD['express/update'], shippingRates: [{ id: 'x', amount: 1 }] }],
    ['element/ready', { availablePaymentMethods: 'all' }],
  ])('refuses a %s payload of %j', (type, payload) => {
    expect(CHECKS[type](payload)).toBe(false);
  });

  it.each<[MessageType, unknown]>([
    ['element/change', { ...GOOD['element/change'], error, brand: 'visa', value: { postalCode: '10001' } }],
    ['element/change', { elementType: 'iban', complete: true, empty: false, country: 'NL', bankName: 'ING' }],
    ['element/change', { elementType: 'idealBank', complete: true, empty: false, value: 'ing' }],
    ['link/action', { action: 'updatePaymentDetails', id: 'csmrpd_1', update: { nickname: null } }],
    ['collect/response', { ...GOOD['collect/response'], link: { kind: 'addNew' }, save: true }],
    ['address/mode', { mode: 'billing' }],
    ['element/ready', { availablePaymentMethods: { googlePay: true, applePay: false } }],
    ['element/reply', { reply: 'shippingratechange_2', ok: false, value: { lineItems: [] } }],
    [
      'express/sheet',
      {
        kind: 'pay',
        token: 'tok_visa_google_pay',
        billingDetails: { name: 'Jenny Rosen' },
        shippingAddress: {
          name: 'Jenny Rosen',
          address: { city: 'SF', state: 'CA', postal_code: '94103', country: 'US' },
        },
        shippingRateId: null,
      },
    ],
    [
      'express/sheet',
      {
        kind: 'address',
        name: 'J',
        address: { city: 'Paris', state: '', postal_code: '75007', country: 'FR' },
      },
    ],
    ['collect/response', { ...GOOD['collect/response'], express: true, paymentMethodData: { type: 'card' } }],
    ['controller/init', { ...GOOD['controller/init'], stripeAccount: 'acct_1', elementsOptions: {} }],
    ['telemetry/event', { name: 'method_selected', paymentMethodType: 'card' }],
  ])('accepts a %s payload with its optional fields: %j', (type, payload) => {
    expect(CHECKS[type](payload)).toBe(true);
  });

  it('types the tables: a message type without its check does not compile', () => {
    const heightOnly = { 'element/height': PAGE_CHECKS['element/height'] };
    // @ts-expect-error element/ready has no check in this table
    const _missing: PayloadChecks<'element/height' | 'element/ready'> = heightOnly;
    const _page: PayloadChecks<PageMessageType> = PAGE_CHECKS;
    const _frames: PayloadChecks<FrameMessageType> = FRAME_CHECKS;
    expect(_missing).toBe(heightOnly);
  });
});

describe('the hosted test pages\' "done" message', () => {
  it.each([
    [{ type: 'payframe/test-page-done', action: 'act_1', status: 'succeeded' }, true],
    [{ type: 'payframe/test-page-done', action: 'act_1' }, false],
    [{ type: 'payframe/test-page-done', action: 'act_1', status: 1 }, false],
    [{ type: 'payframe/other', action: 'act_1', status: 'failed' }, false],
    ['payframe/test-page-done', false],
    [null, false],
  ])('%j: %s', (data, accepted) => {
    expect(isTestPageDone(data)).toBe(accepted);
  });
});
