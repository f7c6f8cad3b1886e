import { optionError } from '../errors/integration-error.js';
import { fail, ok, type PayframeError, type Result } from '../result.js';

/** Reads options given as an unknown value: each check names the element and parameter it is about. */
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

/** An optional string option that must be one of `list`. */
export function optionalEnum<T extends string>(
  element: string,
  param: string,
  list: readonly T[],
  value: unknown,
): Result<T | undefined> {
  if (value === undefined) return ok(undefined);
  if (typeof value === 'string' && (list as readonly string[]).includes(value)) return ok(value as T);
  return fail(invalidValue(element, param, list, value));
}

/** An optional boolean option. */
export function optionalBoolean(element: string, param: string, value: unknown): Result<boolean | undefined> {
  if (value === undefined || typeof value === 'boolean') return ok(value);
  return fail(invalidType(element, param, 'a boolean', value));
}

/** An optional string option. */
export function optionalString(element: string, param: string, value: unknown): Result<string | undefined> {
  if (value === undefined || typeof value === 'string') return ok(value);
  return fail(invalidType(element, param, 'a string', value));
}

/** An optional non-negative integer option. */
export function optionalCount(element: string, param: string, value: unknown): Result<number | undefined> {
  if (value === undefined) return ok(undefined);
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return ok(value);
  return fail(invalidType(element, param, 'a non-negative integer', value));
}

/** An optional array of strings. */
export function optionalStringList(
  element: string,
  param: string,
  value: unknown,
): Result<string[] | undefined> {
  if (value === undefined) return ok(undefined);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return ok([...value]);
  return fail(invalidType(element, param, 'an array of strings', value));
}
