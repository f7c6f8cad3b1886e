import type { VoucherTerms } from '@payframe/core';

const DAY = 86_400;

/** The wall-clock date and time of an instant in a time zone, read as if it were UTC (milliseconds). */
function wallClock(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The last second (23:59:59) of the day `days` days after `from` in a time zone, in unix
 * seconds: a voucher valid for 3 days from Monday can be paid until Thursday's end there.
 */
export function endOfDayIn(timeZone: string, from: number, days: number): number {
  const local = new Date(wallClock(timeZone, from * 1000));
  const target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 23, 59, 59);
  // The zone's offset at that moment (twice, so a change of summer time between is followed).
  let guess = target;
  for (let i = 0; i < 2; i++) guess = target - (wallClock(timeZone, guess) - guess);
  return Math.floor(guess / 1000);
}

/**
 * When a voucher shown now expires: Konbini's `expires_at` when the merchant set it, else
 * `expires_after_days` (or the method's default) days on, at the end of that day in the
 * method's time zone, or that many days to the second where it has none (Multibanco).
 */
export function voucherExpiry(terms: VoucherTerms, options: Record<string, unknown>, now: number): number {
  if (typeof options.expires_at === 'number') return options.expires_at;
  const days =
    terms.configurable && typeof options.expires_after_days === 'number'
      ? options.expires_after_days
      : terms.defaultDays;
  return terms.timeZone ? endOfDayIn(terms.timeZone, now, days) : now + days * DAY;
}
