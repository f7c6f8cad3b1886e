import {
  apiCardBrand,
  type CardBrand,
  detectCardBrand,
  digitsOf,
  FIELD_ERRORS,
  parseExpiry,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '@payframe/core';
import type { WireError } from '@payframe/js/protocol';

/**
 * The card elements' pure logic: which inputs a frame shows, their validation with core's
 * field errors, what `change` tells the merchant page, and the frame's share of
 * `payment_method_data`. One model for the combined element and each split element.
 */

export type CardPiece = 'number' | 'expiry' | 'cvc' | 'postalCode';
export type CardValues = Record<CardPiece, string>;
export type CardComponent = 'card' | 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'postalCode';

export const EMPTY_VALUES: CardValues = { number: '', expiry: '', cvc: '', postalCode: '' };

const SPLIT_PIECE: Readonly<Record<Exclude<CardComponent, 'card'>, CardPiece>> = {
  cardNumber: 'number',
  cardExpiry: 'expiry',
  cardCvc: 'cvc',
  postalCode: 'postalCode',
};

export function isCardComponent(component: string): component is CardComponent {
  return component === 'card' || component in SPLIT_PIECE;
}

/** The inputs of a frame, in order. */
export function piecesOf(component: CardComponent, hidePostalCode: boolean): CardPiece[] {
  if (component !== 'card') return [SPLIT_PIECE[component]];
  return hidePostalCode ? ['number', 'expiry', 'cvc'] : ['number', 'expiry', 'cvc', 'postalCode'];
}

export interface FieldError {
  code: keyof typeof FIELD_ERRORS;
  message: string;
}

const fieldError = (code: keyof typeof FIELD_ERRORS): FieldError => ({ code, message: FIELD_ERRORS[code] });

/** The brand the number shows, as change events name it (`unknown` while unrecognised). */
export function brandOf(number: string): string {
  if (!digitsOf(number)) return 'unknown';
  return apiCardBrand(detectCardBrand(number));
}

/** A ZIP or postal code: required; digits only means a US ZIP of 5. */
function validatePostal(value: string): FieldError | null {
  const trimmed = value.trim();
  if (!trimmed) return fieldError('incomplete_zip');
  if (/^\d+$/.test(trimmed) && trimmed.length < 5) return fieldError('incomplete_zip');
  return null;
}

function asFieldError(result: { ok: boolean; error?: { code?: string } }): FieldError | null {
  if (result.ok || !result.error?.code || !(result.error.code in FIELD_ERRORS)) return null;
  return fieldError(result.error.code as keyof typeof FIELD_ERRORS);
}

/** One input's error. `cvcBrand` is the number's brand (from the number frame for a split CVC). */
export function validatePiece(piece: CardPiece, values: CardValues, cvcBrand: CardBrand, now: Date) {
  switch (piece) {
    case 'number':
      return asFieldError(validateCardNumber(values.number));
    case 'expiry':
      return asFieldError(validateExpiry(values.expiry, now));
    case 'cvc':
      return asFieldError(validateCvc(values.cvc, cvcBrand));
    case 'postalCode':
      return validatePostal(values.postalCode);
  }
}

export type CardErrors = Partial<Record<CardPiece, FieldError>>;

export function validatePieces(
  pieces: CardPiece[],
  values: CardValues,
  cvcBrand: CardBrand,
  now: Date,
): CardErrors {
  const errors: CardErrors = {};
  for (const piece of pieces) {
    const error = validatePiece(piece, values, cvcBrand, now);
    if (error) errors[piece] = error;
  }
  return errors;
}

/**
 * The errors the shopper sees while typing: an invalid value at once (a failed Luhn check, a
 * past date), an incomplete one only after leaving the input, never one of an empty input.
 */
export function visibleErrors(
  errors: CardErrors,
  values: CardValues,
  blurred: ReadonlySet<CardPiece>,
): CardErrors {
  const visible: CardErrors = {};
  for (const [piece, error] of Object.entries(errors) as [CardPiece, FieldError][]) {
    if (!values[piece]) continue;
    if (error.code.startsWith('invalid') || blurred.has(piece)) visible[piece] = error;
  }
  return visible;
}

export const toWireError = (error: FieldError): WireError => ({ type: 'validation_error', ...error });

/** The frame's share of `payment_method_data` (the controller merges the split frames' shares). */
export function paymentMethodPart(
  pieces: CardPiece[],
  values: CardValues,
  preferredNetwork: string | null,
): Record<string, unknown> {
  const card: Record<string, unknown> = {};
  const data: Record<string, unknown> = { type: 'card', card };
  for (const piece of pieces) {
    if (piece === 'number') {
      card.number = digitsOf(values.number);
      if (preferredNetwork) card.networks = { preferred: preferredNetwork };
    } else if (piece === 'expiry') {
      const expiry = parseExpiry(values.expiry);
      card.exp_month = expiry.month;
      card.exp_year = expiry.year;
    } else if (piece === 'cvc') card.cvc = values.cvc;
    else data.billing_details = { address: { postal_code: values.postalCode.trim().toUpperCase() } };
  }
  return data;
}

/** The last four digits the collapsed number shows. */
export const lastFour = (number: string): string => digitsOf(number).slice(-4);
