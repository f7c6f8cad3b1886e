/** Stripe's form encoding: `a[b][c]=1`, arrays as `a[0]=x`; undefined and null are left out. */
export function formEncode(data: Record<string, unknown>): string {
  const pairs: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${key}[${index}]`);
    } else if (typeof value === 'object') {
      for (const [name, inner] of Object.entries(value as Record<string, unknown>))
        walk(inner, `${key}[${name}]`);
    } else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(data)) walk(value, key);
  return pairs.join('&');
}
