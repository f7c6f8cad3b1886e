import { invalidParam } from '../kernel/errors.js';

/**
 * The browser data of the 3-D Secure 2 browser step, as Stripe.js sends it in `browser` (a JSON
 * string): only these fields are kept, each checked, so nothing else a client adds is stored.
 */
const NUMBERS = {
  browserScreenWidth: [0, 100_000],
  browserScreenHeight: [0, 100_000],
  browserColorDepth: [1, 64],
  // Minutes from UTC as Date#getTimezoneOffset gives them.
  browserTZ: [-900, 900],
} as const;
const FLAGS = ['browserJavaEnabled', 'browserJavascriptEnabled', 'fingerprintAttempted'] as const;
const STRINGS = {
  browserLanguage: /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,3}$/,
  challengeWindowSize: /^0[1-5]$/,
  threeDSCompInd: /^[YNU]$/,
} as const;
const USER_AGENT_MAX = 2048;
// A User-Agent header is printable ASCII; anything else is not a browser's.

export type BrowserData = Record<string, string | number | boolean>;

/** The `browser` parameter, read and narrowed to what the attempt keeps; bad input is a Stripe-shaped 400. */
export function readBrowserData(raw: string): BrowserData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidParam('browser', 'Invalid browser: must be a JSON object.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw invalidParam('browser', 'Invalid browser: must be a JSON object.');
  const given = parsed as Record<string, unknown>;
  const kept: BrowserData = {};
  for (const [name, [min, max]] of Object.entries(NUMBERS)) {
    const value = given[name];
    if (value === undefined) continue;
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max)
      throw invalidParam('browser', `Invalid browser.${name}: must be an integer from ${min} to ${max}.`);
    kept[name] = number;
  }
  for (const name of FLAGS) {
    const value = given[name];
    if (value === undefined) continue;
    if (typeof value !== 'boolean')
      throw invalidParam('browser', `Invalid browser.${name}: must be a boolean.`);
    kept[name] = value;
  }
  for (const [name, pattern] of Object.entries(STRINGS)) {
    const value = given[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !pattern.test(value))
      throw invalidParam('browser', `Invalid browser.${name}.`);
    kept[name] = value;
  }
  const agent = given.browserUserAgent;
  if (agent !== undefined) {
    if (typeof agent !== 'string' || agent.length > USER_AGENT_MAX || !/^[\x20-\x7e]*$/.test(agent))
      throw invalidParam('browser', 'Invalid browser.browserUserAgent.');
    kept.browserUserAgent = agent;
  }
  return kept;
}
