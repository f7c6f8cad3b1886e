import { fail, ok, type Result } from '../result.js';
import { invalidType, isRecord, optionalEnum } from './option-checks.js';

/** Payment request button types (docs/elements.md#validation). */
export const PAYMENT_REQUEST_BUTTON_TYPES = [
  'default',
  'book',
  'buy',
  'donate',
  'check-out',
  'subscribe',
  'add-money',
  'contribute',
  'order',
  'reload',
  'rent',
  'support',
  'tip',
  'top-up',
] as const;

/** Payment request button themes (docs/elements.md#validation). */
export const PAYMENT_REQUEST_BUTTON_THEMES = ['dark', 'light', 'light-outline'] as const;

export interface PaymentRequestButtonStyle {
  type: (typeof PAYMENT_REQUEST_BUTTON_TYPES)[number];
  theme: (typeof PAYMENT_REQUEST_BUTTON_THEMES)[number];
  height?: string;
}

const ELEMENT = "elements.create('paymentRequestButton')";

/** Checks `style.paymentRequestButton`: type, theme and an optional px height. */
export function validatePaymentRequestButtonStyle(value: unknown = {}): Result<PaymentRequestButtonStyle> {
  if (!isRecord(value)) return fail(invalidType(ELEMENT, 'style.paymentRequestButton', 'an object', value));
  const type = optionalEnum(
    ELEMENT,
    'style.paymentRequestButton.type',
    PAYMENT_REQUEST_BUTTON_TYPES,
    value.type,
  );
  if (!type.ok) return type;
  const theme = optionalEnum(
    ELEMENT,
    'style.paymentRequestButton.theme',
    PAYMENT_REQUEST_BUTTON_THEMES,
    value.theme,
  );
  if (!theme.ok) return theme;
  const style: PaymentRequestButtonStyle = { type: type.value ?? 'default', theme: theme.value ?? 'dark' };
  if (value.height !== undefined) {
    if (typeof value.height !== 'string' || !/^\d+px$/.test(value.height)) {
      return fail(invalidType(ELEMENT, 'style.paymentRequestButton.height', 'a height in px', value.height));
    }
    style.height = value.height;
  }
  return ok(style);
}
