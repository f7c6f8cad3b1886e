/** A UK calendar date (`YYYY-MM-DD`) in the shopper's language: "Thursday 3 December 2026". */
export function formatUkDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
