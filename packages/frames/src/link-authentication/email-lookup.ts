import { validateEmail } from '@payframe/core/form';
import type { ChangePayload } from '@payframe/js/protocol';

/** How long the shopper's typing must pause before the e-mail is looked up. */
export const LOOKUP_DEBOUNCE_MS = 300;

/** Worth a lookup: a well-formed address (a half-typed one would only cost a call). */
export function isPlausibleEmail(value: string): boolean {
  return validateEmail(value).ok;
}

/**
 * Looks e-mails up as the shopper types: after a pause, only a plausible address, and never
 * the same one twice in a row. `flush` looks the pending value up at once (on blur).
 */
export function debouncedLookup(send: (email: string) => void, delayMs = LOOKUP_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: string | null = null;
  let last: string | null = null;
  const fire = () => {
    timer = null;
    const email = pending;
    pending = null;
    if (email === null) return;
    const key = email.trim().toLowerCase();
    if (!isPlausibleEmail(key) || key === last) return;
    last = key;
    send(key);
  };
  return {
    type(value: string) {
      pending = value;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
    /** Forget the last lookup, so the same e-mail is looked up again (after logging out). */
    reset() {
      last = null;
    },
  };
}

/** The merchant page's `change` event: the e-mail only, never a code or anything of the account. */
export function linkChange(email: string): ChangePayload {
  const value = email.trim();
  return {
    elementType: 'linkAuthentication',
    complete: isPlausibleEmail(value),
    empty: value === '',
    value: { email: value },
  };
}
