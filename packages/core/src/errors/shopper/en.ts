import { DECLINE_MESSAGES, type DeclineCode } from '../decline-messages.js';
import { FIELD_ERRORS, type FieldErrorCode } from '../field-errors.js';

/** A field error's id (`error.<code>`) or a card decline's (`decline.<decline_code>`). */
export type ShopperErrorId = `error.${FieldErrorCode}` | `decline.${DeclineCode}`;
/** Every field error and card decline of one language, as the shopper reads them. */
export type ShopperErrorTexts = Readonly<Record<ShopperErrorId, string>>;

/**
 * The English texts, from core's FIELD_ERRORS and DECLINE_MESSAGES so no message is typed twice.
 * The frames show these in their fields and the API answers with them, in the shopper's language.
 */
export const SHOPPER_ERRORS_EN = Object.fromEntries([
  ...Object.entries(FIELD_ERRORS).map(([code, message]) => [`error.${code}`, message]),
  ...Object.entries(DECLINE_MESSAGES).map(([code, message]) => [`decline.${code}`, message]),
]) as ShopperErrorTexts;
