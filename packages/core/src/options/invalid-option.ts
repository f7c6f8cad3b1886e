/**
 * The option checks' two error messages, apart from the checks themselves: the appearance and
 * font checks every frame runs build their errors with these alone, so a frame that never
 * checks other options does not load the rest.
 */
import { optionError } from '../errors/integration-error.js';
import type { PayframeError } from '../result.js';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function invalidValue(
  element: string,
  param: string,
  expected: readonly string[],
  value: unknown,
): PayframeError {
  return optionError(
    'invalid_option_value',
    { element, param, expected: expected.join(', '), value: describe(value) },
    param,
  );
}

export function invalidType(element: string, param: string, expected: string, value: unknown): PayframeError {
  return optionError('invalid_option_type', { element, param, expected, value: describe(value) }, param);
}
