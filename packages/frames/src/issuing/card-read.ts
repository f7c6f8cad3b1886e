import type { WireError } from '@payframe/js/protocol';
import { privateNonceFor } from './nonce-cache.js';

export type IssuingField = 'number' | 'cvc' | 'expiry' | 'pin';

export interface IssuingOptions {
  issuingCard: string;
  nonce: string;
  ephemeralKeySecret: string;
  apiVersion: string;
}

/** The card fields each display needs expanded (the expiry is not secret: it comes unexpanded). */
const EXPAND: Record<IssuingField, string | null> = {
  number: 'number',
  cvc: 'cvc',
  expiry: null,
  pin: 'pin.number',
};

/** The message Stripe.js gives when no nonce of this card was made by this page's Payframe. */
export const NOT_IN_CACHE = 'Issuing card not found in cache.';

const invalid = (message: string): WireError => ({ type: 'invalid_request_error', message });

/** `4000 0012 3456 7890`: four groups of four. */
export const groupNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** `MM / YY`, as card expiries are shown. */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')} / ${String(year % 100).padStart(2, '0')}`;

/**
 * Reads one field of the card, with the merchant's ephemeral key and the private nonce kept in
 * the frames. The value stays in this frame: it is shown or copied here and sent nowhere.
 */
export async function readCardField(
  options: IssuingOptions,
  field: IssuingField,
): Promise<{ ok: true; value: string } | { ok: false; error: WireError }> {
  const privateNonce = await privateNonceFor(options.issuingCard, options.nonce);
  if (!privateNonce) return { ok: false, error: invalid(NOT_IN_CACHE) };
  const query = new URLSearchParams({ ephemeral_key_private_nonce: privateNonce });
  const expand = EXPAND[field];
  if (expand) query.append('expand[]', expand);
  let response: Response;
  try {
    response = await fetch(
      `${window.location.origin}/v1/issuing/cards/${encodeURIComponent(options.issuingCard)}?${query}`,
      {
        headers: {
          Authorization: `Bearer ${options.ephemeralKeySecret}`,
          'Stripe-Version': options.apiVersion,
        },
      },
    );
  } catch {
    return { ok: false, error: { type: 'api_connection_error', message: 'Failed to fetch the card.' } };
  }
  const body = (await response.json().catch(() => null)) as Record<string, any> | null;
  if (!response.ok || !body) {
    return { ok: false, error: body?.error ?? invalid('The card could not be read.') };
  }
  const value =
    field === 'number'
      ? body.number
      : field === 'cvc'
        ? body.cvc
        : field === 'pin'
          ? body.pin?.number
          : formatExpiry(body.exp_month, body.exp_year);
  return typeof value === 'string'
    ? { ok: true, value }
    : { ok: false, error: invalid('The card could not be read.') };
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The element's options, or the error the element reports when one is missing. */
export function readIssuingOptions(
  raw: Record<string, unknown>,
  apiVersion: string,
): { ok: true; options: IssuingOptions } | { ok: false; error: WireError } {
  for (const name of ['issuingCard', 'nonce', 'ephemeralKeySecret'] as const) {
    if (!isString(raw[name]))
      return { ok: false, error: invalid(`Missing value for ${name}: it should be a string.`) };
  }
  return {
    ok: true,
    options: {
      issuingCard: raw.issuingCard as string,
      nonce: raw.nonce as string,
      ephemeralKeySecret: raw.ephemeralKeySecret as string,
      apiVersion,
    },
  };
}
