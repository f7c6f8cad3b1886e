/**
 * Where a locale's missing messages come from, when that is not simply its language
 * (fr-CA → fr, pt-BR → pt, es-419 → es). Hong Kong reads Traditional Chinese as Taiwan does
 * before falling back to the base Chinese catalogue; the Commonwealth Englishes spell as
 * British English does. Every chain ends in English.
 */
const PARENTS: Readonly<Record<string, string>> = {
  'zh-HK': 'zh-TW',
  'en-AU': 'en-GB',
  'en-IE': 'en-GB',
  'en-IN': 'en-GB',
  'en-NZ': 'en-GB',
  'en-SG': 'en-GB',
};

/** A locale, then each locale its messages fall back to, most specific first, ending in 'en'. */
export function localeChain(locale: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = locale;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = PARENTS[current] ?? (current.includes('-') ? current.split('-')[0] : 'en');
  }
  return chain;
}
