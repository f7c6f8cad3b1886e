import path from 'node:path';

/**
 * The file a URL path names inside `root`, or undefined when it would leave it. Each segment
 * is checked after decoding (so `%2e%2e` and `%2f` cannot sneak through) and the joined
 * path must still lie under the root.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.length === 0) return undefined;
  if (segments.some((s) => s === '.' || s === '..' || s.startsWith('.'))) return undefined;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : undefined;
}
