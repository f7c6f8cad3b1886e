/**
 * Small payload checks, each a type guard, so a table of them is typed against the message
 * union: a check that tests less than its type declares does not compile. Hand-written rather
 * than a schema library, because the merchant script carries the checks of what it receives.
 */

export type Check<T> = (value: unknown) => value is T;
export type Checked<C> = C extends Check<infer T> ? T : never;

type Literal = string | number | boolean | null;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property only: a message naming `toString` or `__proto__` finds nothing. */
export const owns = (object: object, key: string): boolean => Object.hasOwn(object, key);

export const str = (value: unknown): value is string => typeof value === 'string';
export const bool = (value: unknown): value is boolean => typeof value === 'boolean';
/** A finite number: NaN and the infinities are no height, amount or month. */
export const num = (value: unknown): value is number => Number.isFinite(value);
/** What the protocol does not look into (the merchant's appearance, handed on as given). */
export const anything = (_value: unknown): _value is unknown => true;
/** `{}`: the messages that are only a signal carry nothing. */
export const empty = (value: unknown): value is Record<string, never> =>
  isObject(value) && Object.keys(value).length === 0;

/**
 * An http(s) URL: a frame must never make the page (or itself) load `javascript:` or `data:`.
 * The scheme is what comes before the first colon, so a string that starts with `http:` or
 * `https:` can be nothing else (a URL parser strips leading blanks, which this refuses).
 */
export const httpUrl = (value: unknown): value is string => str(value) && /^https?:/i.test(value);

export function oneOf<const T extends readonly Literal[]>(...values: T): Check<T[number]> {
  return (value): value is T[number] => values.includes(value as Literal);
}

export function opt<T>(check: Check<T>): Check<T | undefined> {
  return (value): value is T | undefined => value === undefined || check(value);
}

export const optStr = opt(str);
export const optRecord = opt(isObject);

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value): value is T | null => value === null || check(value);
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(check);
}

/** An object whose every own value passes `check` (a free-form map). */
export function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value): value is Record<string, T> => isObject(value) && Object.values(value).every(check);
}

/** An object with these fields (others are let through, unread). */
export function obj<S extends Record<string, Check<unknown>>>(
  shape: S,
): Check<{ [K in keyof S]: Checked<S[K]> }> {
  return (value): value is { [K in keyof S]: Checked<S[K]> } =>
    isObject(value) && Object.keys(shape).every((key) => (shape[key] as Check<unknown>)(value[key]));
}

/** An object with each of `keys`, every one passing `check`. */
export function keyed<K extends string, T>(keys: readonly K[], check: Check<T>): Check<Record<K, T>> {
  return (value): value is Record<K, T> => isObject(value) && keys.every((key) => check(value[key]));
}

/** One of several checks. */
export function either<C extends Check<unknown>[]>(...checks: C): Check<Checked<C[number]>> {
  return (value): value is Checked<C[number]> => checks.some((check) => check(value));
}

/** A union told apart by `key`: the variant `value[key]` names must pass its own check. */
export function variants<K extends string, M extends Record<string, Check<object>>>(
  key: K,
  map: M,
): Check<{ [T in keyof M]: Checked<M[T]> & Record<K, T> }[keyof M]> {
  return (value): value is { [T in keyof M]: Checked<M[T]> & Record<K, T> }[keyof M] => {
    if (!isObject(value)) return false;
    const tag = value[key];
    return str(tag) && owns(map, tag) && (map[tag] as Check<object>)(value);
  };
}
