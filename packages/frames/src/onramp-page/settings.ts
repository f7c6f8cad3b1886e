/** What the onramp frame needs to start, from its URL fragment (which never reaches the server). */
export interface OnrampStart {
  apiKey: string;
  clientSecret: string;
  /** The merchant page's origin: the only one told of the session's progress. */
  parentOrigin: string;
  theme: 'light' | 'dark';
  locale: string | null;
}

export function readOnrampStart(hash: string): OnrampStart | undefined {
  let settings: Record<string, unknown>;
  try {
    const json = atob(hash.replace(/^#/, '').replace(/-/g, '+').replace(/_/g, '/'));
    settings = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
  } catch {
    return undefined;
  }
  const { apiKey, clientSecret, parentOrigin, theme, locale } = settings ?? {};
  if (typeof apiKey !== 'string' || !/^pk_(test|live)_\w+$/.test(apiKey)) return undefined;
  if (typeof clientSecret !== 'string' || !/^cos_\w+_secret_\w+$/.test(clientSecret)) return undefined;
  if (typeof parentOrigin !== 'string' || !/^https?:\/\/[^/]+$/.test(parentOrigin)) return undefined;
  return {
    apiKey,
    clientSecret,
    parentOrigin,
    theme: theme === 'dark' ? 'dark' : 'light',
    locale: typeof locale === 'string' ? locale : null,
  };
}
