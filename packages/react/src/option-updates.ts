function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** Structural equality of option values (plain objects and arrays by content, the rest by identity). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    if (keys.size !== Object.keys(a).length || keys.size !== Object.keys(b).length) return false;
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * The options that changed since the last render, for `update()`; null when nothing did.
 * Options that cannot change after creation (`clientSecret`, `fonts` of the elements group)
 * are left out with a warning, as Stripe's bindings do.
 */
export function changedOptions(
  options: Record<string, unknown> | undefined,
  previous: Record<string, unknown> | undefined,
  immutable: readonly string[] = [],
): Record<string, unknown> | null {
  if (!isPlainObject(options)) return null;
  let changes: Record<string, unknown> | null = null;
  for (const key of Object.keys(options)) {
    const changed = !isPlainObject(previous) || !sameValue(options[key], previous[key]);
    if (!changed) continue;
    if (immutable.includes(key)) {
      console.warn(`Unsupported prop change: options.${key} is not a mutable property.`);
      continue;
    }
    changes = { ...(changes ?? {}), [key]: options[key] };
  }
  return changes;
}
