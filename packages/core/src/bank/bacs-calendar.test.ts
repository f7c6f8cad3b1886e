import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBacsWorkingDays,
  bacsDebitDates,
  calendarDaysUntil,
  isBacsWorkingDay,
  ukBankHolidays,
} from './bacs-calendar.js';

describe('the Bacs working-day calendar', () => {
  // The published bank holidays of England and Wales.
  it.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-04-03',
        '2026-04-06',
        '2026-05-04',
        '2026-05-25',
        '2026-08-31',
        '2026-12-25',
        '2026-12-28',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-03-26',
        '2027-03-29',
        '2027-05-03',
        '2027-05-31',
        '2027-08-30',
        '2027-12-27',
        '2027-12-28',
      ],
    ],
    [
      2025,
      [
        '2025-01-01',
        '2025-04-18',
        '2025-04-21',
        '2025-05-05',
        '2025-05-26',
        '2025-08-25',
        '2025-12-25',
        '2025-12-26',
      ],
    ],
  ])('the bank holidays of %i', (year, expected) => {
    expect(ukBankHolidays(year)).toEqual(expected);
  });

  it.each([
    ['2026-11-26', true], // a Thursday
    ['2026-11-28', false], // a Saturday
    ['2026-11-29', false], // a Sunday
    ['2026-12-25', false],
    ['2026-12-28', false], // Boxing Day's substitute
    ['2026-12-29', true],
  ])('%s is a working day: %s', (date, expected) => {
    expect(isBacsWorkingDay(date)).toBe(expected);
  });

  it.each([
    ['2026-11-26', 2, '2026-11-30'], // Thursday: Friday, then Monday
    ['2026-11-28', 0, '2026-11-30'], // a Saturday rolls to Monday
    ['2026-12-23', 2, '2026-12-29'], // over Christmas and Boxing Day's substitute
    ['2026-04-02', 1, '2026-04-07'], // over Easter
    ['2026-12-31', 1, '2027-01-04'], // over New Year
  ])('%s plus %i working days is %s', (date, count, expected) => {
    expect(addBacsWorkingDays(date, count)).toBe(expected);
  });

  it('dates a debit: settled on the third working day, the first under a new mandate three working days later', () => {
    const thursday = new Date('2026-11-26T10:00:00Z');
    expect(bacsDebitDates(thursday, false)).toEqual({ submitted: '2026-11-26', settles: '2026-11-30' });
    expect(bacsDebitDates(thursday, true)).toEqual({ submitted: '2026-12-01', settles: '2026-12-03' });
    // Late on a UK evening in summer time is already the next UK day.
    expect(bacsDebitDates(new Date('2026-07-02T23:30:00Z'), false).submitted).toBe('2026-07-03');
    expect(calendarDaysUntil(thursday, '2026-11-30')).toBe(4);
  });

  it('lands on a working day, never before the start, and counts each working day once', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 10 }),
        (at, count) => {
          const start = at.toISOString().slice(0, 10);
          const end = addBacsWorkingDays(start, count);
          expect(isBacsWorkingDay(end)).toBe(true);
          expect(end >= start).toBe(true);
          expect(addBacsWorkingDays(addBacsWorkingDays(start, count), 1)).toBe(
            addBacsWorkingDays(start, count + 1),
          );
        },
      ),
    );
  });
});
