import { fail, ok, type Result } from '../result.js';
import { invalidType, invalidValue } from './invalid-option.js';

/** Reads options given as an unknown value: each check names the element and parameter it is about. */
export { invalidType, invalidValue, isRecord } from './invalid-option.js';

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
