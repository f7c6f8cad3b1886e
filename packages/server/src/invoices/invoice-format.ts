export { money } from '../charges/index.js';

/** A date (seconds since the epoch) as the reader's language writes it, in UTC. */
export function day(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}
