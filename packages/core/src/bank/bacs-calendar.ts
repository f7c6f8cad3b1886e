/**
 * The Bacs working-day calendar (docs/elements.md#bacs-working-days): Bacs moves money on
 * working days only, Monday to Friday except the bank holidays of England and Wales. Dates are
 * the UK's calendar dates, written `YYYY-MM-DD`.
 */

/** Working days from the day a debit is submitted to the day it settles (day 1 input, day 2 processing, day 3 entry). */
export const BACS_COLLECTION_WORKING_DAYS = 2;
/** Working days a new Direct Debit Instruction takes to be lodged with the payer's bank before its first debit is submitted. */
export const BACS_MANDATE_LODGEMENT_WORKING_DAYS = 3;

const DAY_MS = 86_400_000;

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The first (`which` 1) or last (`which` -1) Monday of a month. */
function monday(year: number, month: number, which: 1 | -1): Date {
  if (which === 1) {
    const first = utc(year, month, 1);
    return addDays(first, (8 - first.getUTCDay()) % 7);
  }
  const last = utc(year, month + 1, 0);
  return addDays(last, -((last.getUTCDay() + 6) % 7));
}

/** A fixed-date holiday on a weekend moves to the next weekday not already a holiday. */
function substitute(date: Date, taken: readonly string[]): Date {
  let day = date;
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || taken.includes(iso(day))) day = addDays(day, 1);
  return day;
}

/**
 * One-off bank holidays proclaimed for a single year, beside the yearly rules (none for the
 * years this calendar was written in; a proclamation adds its date here).
 */
const PROCLAIMED: Readonly<Record<number, readonly string[]>> = {};

/**
 * The bank holidays of England and Wales in a year, in date order: New Year's Day, Good
 * Friday, Easter Monday, the early May and spring bank holidays (first and last Mondays of
 * May), the summer bank holiday (last Monday of August), Christmas Day and Boxing Day, each
 * fixed-date one moved to the next weekday when it falls on a weekend.
 */
export function ukBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const days: string[] = [iso(substitute(utc(year, 1, 1), []))];
  days.push(iso(addDays(easter, -2)), iso(addDays(easter, 1)));
  days.push(iso(monday(year, 5, 1)), iso(monday(year, 5, -1)), iso(monday(year, 8, -1)));
  const christmas = iso(substitute(utc(year, 12, 25), []));
  days.push(christmas, iso(substitute(utc(year, 12, 26), [christmas])));
  return [...days, ...(PROCLAIMED[year] ?? [])].sort();
}

const holidayCache = new Map<number, readonly string[]>();

export function isBacsWorkingDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = day.getUTCFullYear();
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = ukBankHolidays(year);
    holidayCache.set(year, holidays);
  }
  return !holidays.includes(date);
}

/** The working day `count` working days after `date` (0: `date` itself when it is one, else the next). */
export function addBacsWorkingDays(date: string, count: number): string {
  let day = new Date(`${date}T00:00:00Z`);
  while (!isBacsWorkingDay(iso(day))) day = addDays(day, 1);
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBacsWorkingDay(iso(day))) left -= 1;
  }
  return iso(day);
}

/** The UK's calendar date at an instant. */
export function ukDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * When a Bacs debit made now moves: the working day it is submitted (today, or the next
 * working day) and the day it settles. The first debit under a new mandate waits for the
 * instruction to be lodged first, so it is submitted `BACS_MANDATE_LODGEMENT_WORKING_DAYS` later.
 */
export function bacsDebitDates(at: Date, newMandate: boolean): { submitted: string; settles: string } {
  const submitted = addBacsWorkingDays(ukDate(at), newMandate ? BACS_MANDATE_LODGEMENT_WORKING_DAYS : 0);
  return { submitted, settles: addBacsWorkingDays(submitted, BACS_COLLECTION_WORKING_DAYS) };
}

/** Whole calendar days from `at`'s UK date to `date` (0 when the same day or past). */
export function calendarDaysUntil(at: Date, date: string): number {
  const from = new Date(`${ukDate(at)}T00:00:00Z`).getTime();
  return Math.max(0, Math.round((new Date(`${date}T00:00:00Z`).getTime() - from) / DAY_MS));
}
