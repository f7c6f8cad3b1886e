import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';

/** A practical e-mail pattern: one @, no spaces, a dotted domain without empty labels. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface EmailOptions {
  /** The browser autofilled the field: a bad value then gives incomplete_email_autofill. */
  autofilled?: boolean | undefined;
}

/**
 * Checks an e-mail address (docs/elements.md#validation): empty gives incomplete_email; not matching
 * the pattern gives email_invalid, or incomplete_email_autofill when the browser filled it.
 * Answers the address trimmed (case kept; see normalizeEmail for lookups).
 */
export function validateEmail(value: string, options: EmailOptions = {}): Result<string> {
  const email = value.trim();
  if (email === '') return fail(fieldError('incomplete_email', 'email'));
  if (!EMAIL_PATTERN.test(email)) {
    return fail(fieldError(options.autofilled ? 'incomplete_email_autofill' : 'email_invalid', 'email'));
  }
  return ok(email);
}

/** The e-mail as billing details, Link lookups and their cache keys use it: trimmed and lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
