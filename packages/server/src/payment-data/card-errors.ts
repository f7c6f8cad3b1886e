import { DECLINE_MESSAGES } from '@payframe/core';
import { ApiError, missingParam } from '../kernel/errors.js';
import { detectBrand, isValidCardNumber, isValidCvc, normalizeCardNumber } from '../simulator/cards/index.js';
import { nested } from './param-path.js';

/** A card error as Stripe answers it for bad card data: 402, `card_error`, the short field name. */
export function cardError(code: string, message: string, param: string): ApiError {
  return new ApiError(402, { type: 'card_error', code, message, param });
}

/** The card-data messages are the shopper's decline messages of core (one wording everywhere). */
export const CARD_MESSAGES = DECLINE_MESSAGES;

const EXPIRY_YEARS_AHEAD = 50;

export interface RawCard {
  number?: string | undefined;
  exp_month?: number | undefined;
  exp_year?: number | undefined;
  cvc?: string | undefined;
}

export interface ValidCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvcProvided: boolean;
  /** The wallet that tokenized the card, for a wallet's token. */
  wallet?: 'apple_pay' | 'google_pay';
}

/**
 * Checks card data as Stripe does when it makes a payment method or a token: missing fields
 * are invalid requests naming the full parameter (`payment_method_data[card][number]`), bad
 * values are card errors naming the field (`number`, `exp_month`, `exp_year`, `cvc`).
 */
export function validateCard(card: RawCard, prefix: string, now = new Date()): ValidCard {
  if (card.number === undefined || card.number === '') throw missingParam(nested(prefix, 'number'));
  const number = normalizeCardNumber(card.number);
  if (!isValidCardNumber(number))
    throw cardError('incorrect_number', CARD_MESSAGES.incorrect_number, 'number');
  if (card.exp_month === undefined) throw missingParam(nested(prefix, 'exp_month'));
  if (card.exp_year === undefined) throw missingParam(nested(prefix, 'exp_year'));
  const month = card.exp_month;
  const year = card.exp_year >= 0 && card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', CARD_MESSAGES.invalid_expiry_month, 'exp_month');
  }
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || year > thisYear + EXPIRY_YEARS_AHEAD) {
    throw cardError('invalid_expiry_year', CARD_MESSAGES.invalid_expiry_year, 'exp_year');
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    throw cardError('invalid_expiry_month', CARD_MESSAGES.invalid_expiry_month, 'exp_month');
  }
  const cvc = card.cvc?.trim();
  if (cvc !== undefined && cvc !== '' && !isValidCvc(cvc, detectBrand(number))) {
    throw cardError('invalid_cvc', CARD_MESSAGES.invalid_cvc, 'cvc');
  }
  return { number, exp_month: month, exp_year: year, cvcProvided: cvc !== undefined && cvc !== '' };
}
