import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Random and malformed requests for the fuzz tests: form and JSON bodies built from the
 * parameter names the API knows and from hostile text, query strings, and the check that an
 * answer to any of them is safe. The seed is fixed so a run is repeatable (fast-check prints
 * seed and path of a failure); FUZZ_SEED explores others, FUZZ_RUNS changes the number of
 * runs per property.
 */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
export const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
export const settings = { seed: SEED, numRuns: RUNS } as const;

const NAMES = [
  'email',
  'name',
  'description',
  'phone',
  'balance',
  'metadata',
  'preferred_locales',
  'shipping',
  'address',
  'city',
  'invoice_settings',
  'tax_exempt',
  'expand',
  'limit',
  'starting_after',
  'ending_before',
  'created',
  'gt',
  'amount',
  'currency',
  'customer',
  'payment_method',
  'payment_method_types',
  'payment_method_data',
  'payment_method_options',
  'automatic_payment_methods',
  'enabled',
  'confirm',
  'capture_method',
  'setup_future_usage',
  'return_url',
  'off_session',
  'type',
  'card',
  'number',
  'exp_month',
  'exp_year',
  'cvc',
  'sepa_debit',
  'iban',
  'bank_account',
  'routing_number',
  'account_number',
  'owner',
  'redirect',
  'au_becs_debit',
  'bsb_number',
  'acss_debit',
  'institution_number',
  'transit_number',
  'bacs_debit',
  'sort_code',
  'token',
  'billing_details',
  'key',
  '_stripe_account',
  '_stripe_version',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
];

export const PERCENT = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%ED%A0%80',
  '%C3%28',
  '%F0%9F%98%80',
  '%2',
  '+',
  '%26',
  '%3D',
  '%5B%5D',
];

/** encodeURIComponent throws on a lone surrogate: then send the text as it is. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 }));

export const segment = fc.oneof(
  fc.constant('[]'),
  fc.nat({ max: 700 }).map((n) => `[${n}]`),
  fc.constantFrom(...NAMES).map((n) => `[${n}]`),
  fc.constantFrom('[', ']', '[[', ']]', '[]]', '[a', 'a]', '.', '[ ]', '[-1]', '[1e3]', '[0x1]'),
  fc.string({ maxLength: 6 }).map((s) => `[${s}]`),
);

const key = fc
  .tuple(name, fc.array(segment, { maxLength: 10 }))
  .map(([n, segments]) => n + segments.join(''));

/** Values of every kind a form can carry, numbers where strings belong and the reverse included. */
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.constantFrom(...PERCENT),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    'true',
    'false',
    'null',
    'NaN',
    '-0',
    '1e309',
    '99999999999999999999',
    '',
    'usd',
    'card',
    'pm_card_visa',
  ),
);

const pair = fc
  .tuple(key, text, fc.boolean(), fc.boolean())
  .map(([k, v, encodeKey, encodeValue]) => `${encodeKey ? encode(k) : k}=${encodeValue ? encode(v) : v}`);

export const formBody = fc.oneof(
  { arbitrary: fc.array(pair, { maxLength: 30 }).map((pairs) => pairs.join('&')), weight: 6 },
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  // Deep nesting.
  fc
    .tuple(fc.constantFrom(...NAMES), fc.integer({ min: 1, max: 60 }), text)
    .map(([n, depth, v]) => `${n}${'[a]'.repeat(depth)}=${encode(v)}`),
  // Huge arrays, in both styles, past the limits too.
  fc
    .tuple(
      fc.constantFrom('expand', 'preferred_locales', 'metadata', 'payment_method_types'),
      fc.nat({ max: 2500 }),
      fc.boolean(),
    )
    .map(([n, count, indexed]) =>
      Array.from({ length: count }, (_, i) => `${n}[${indexed ? i : ''}]=x`).join('&'),
    ),
);

const jsonBody = fc.oneof(
  {
    arbitrary: fc
      .dictionary(name, fc.jsonValue({ maxDepth: 4 }), { maxKeys: 8 })
      .map((o) => JSON.stringify(o)),
    weight: 5,
  },
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 100 }),
  fc.integer({ min: 1, max: 5000 }).map((d) => `{"metadata":${'{"a":'.repeat(d)}1${'}'.repeat(d + 1)}`),
  fc.integer({ min: 1, max: 5000 }).map((d) => `{"expand":${'['.repeat(d)}${']'.repeat(d)}}`),
  fc.constantFrom(
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"metadata":{"__proto__":"x","constructor":"y"}}',
    '{"email":"a\\u0000b"}',
    '{"name":"\\ud800"}',
    '{"amount":1e400}',
    '{"amount":"2000","currency":["usd"]}',
    'null',
    '[]',
    '',
  ),
);

const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'application/x-www-form-urlencoded; charset=latin1',
  'APPLICATION/X-WWW-FORM-URLENCODED',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  'application/',
  ';',
  '*/*',
];

/** A request body in any format, under any (or no) content type. */
export const anyBody = fc.oneof(
  {
    arbitrary: formBody.map((body) => ({
      body,
      type: 'application/x-www-form-urlencoded' as string | undefined,
    })),
    weight: 5,
  },
  {
    arbitrary: jsonBody.map((body) => ({ body, type: 'application/json' as string | undefined })),
    weight: 3,
  },
  fc.record({
    body: fc.oneof(formBody, jsonBody),
    type: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
  }),
);

export const queryString = fc.oneof(
  fc.array(pair, { maxLength: 12 }).map((pairs) => pairs.join('&')),
  fc.string({ maxLength: 60 }).map(encode),
  fc.constantFrom(...PERCENT),
  fc
    .tuple(
      fc.constantFrom('limit', 'starting_after', 'ending_before', 'email', 'created[gt]', 'expand[]'),
      text,
    )
    .map(([k, v]) => `${k}=${encode(v)}`),
);

const ERROR_TYPES = ['invalid_request_error', 'card_error', 'idempotency_error', 'api_error'];

interface Answer {
  status: number;
  requestId: string | null | undefined;
  body: unknown;
  text: string;
}

/** No 5xx; a Request-Id; a 4xx is the Stripe error object, anything else a JSON object. */
export function expectSafe(answer: Answer, what: string): void {
  const where = `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.requestId, where).toMatch(/^req_/);
  if (answer.status >= 400) {
    const error = (answer.body as { error?: Record<string, unknown> } | undefined)?.error;
    expect(error, where).toBeTypeOf('object');
    expect(ERROR_TYPES, where).toContain(error!.type);
    expect(error!.message, where).toBeTypeOf('string');
    for (const field of ['param', 'code']) {
      if (field in error!) expect(error![field], where).toBeTypeOf('string');
    }
  } else if (answer.status !== 204) {
    expect(answer.body, where).toBeTypeOf('object');
  }
}
