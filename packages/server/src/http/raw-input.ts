import { invalidRequest } from '../kernel/errors.js';
import { bracketPath } from '../kernel/params.js';

/** NUL and unpaired surrogates: PostgreSQL cannot store them in text or jsonb. */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Deeper than any parameter Stripe defines; also keeps recursive walkers off the stack limit. */
export const MAX_INPUT_DEPTH = 20;

/**
 * Checks what a client sent before anything else reads it: every key and string must be
 * storable, and the nesting bounded. Without this a `%00` would reach the database and come
 * back as a 500.
 */
export function checkRawInput(value: unknown, path: string[] = []): void {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) throw unstorable(path);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (path.length >= MAX_INPUT_DEPTH) {
    throw invalidRequest(
      `Invalid ${bracketPath(path)}: parameters may be nested at most ${MAX_INPUT_DEPTH} levels deep.`,
      bracketPath(path),
      'parameter_invalid',
    );
  }
  for (const key of Object.keys(value)) {
    if (UNSTORABLE.test(key)) throw unstorable([...path, key.replace(/[\0\p{Cs}]/gu, '\uFFFD')]);
    checkRawInput((value as Record<string, unknown>)[key], [...path, key]);
  }
}

function unstorable(path: string[]) {
  const param = bracketPath(path);
  return invalidRequest(
    `Invalid string for ${param}: it contains a NUL character or an unpaired surrogate, which cannot be stored.`,
    param,
    'parameter_invalid',
  );
}

/** The same for the parts of a URL path (`/v1/customers/cus_%00`). */
export function checkPathParams(params: Record<string, string>): void {
  for (const value of Object.values(params)) {
    if (typeof value === 'string' && UNSTORABLE.test(value)) {
      throw invalidRequest(
        'Invalid request: the URL contains a NUL character or an unpaired surrogate.',
        undefined,
        undefined,
        400,
      );
    }
  }
}
