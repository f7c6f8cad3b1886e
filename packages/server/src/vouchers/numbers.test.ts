import { describe, expect, it } from 'vitest';
import { barcodeBars } from './barcode.js';
import { boletoCodes, dueFactor, konbiniConfirmationNumber, mod10, mod11 } from './numbers.js';
import { endOfDayIn, voucherExpiry } from './terms.js';
import { voucherFate } from './test-emails.js';

describe('boleto codes', () => {
  it('compute the check digits banks print', () => {
    // A typed line's first group and its digit, and a barcode's general digit (published examples).
    expect(mod10('001900000')).toBe(9);
    expect(mod11('0019373700000001000500940144816060680935031')).toBe(3);
  });

  it('count due days from 7 October 1997, again from 1000 after 9999', () => {
    expect(dueFactor(Date.UTC(2000, 6, 3, 12) / 1000)).toBe(1000);
    expect(dueFactor(Date.UTC(2025, 1, 21, 12) / 1000)).toBe(9999);
    expect(dueFactor(Date.UTC(2025, 1, 22, 12) / 1000)).toBe(1000);
  });

  it('lay out a 44-digit barcode and its 47-digit typed line', () => {
    const codes = boletoCodes(12345, Date.UTC(2026, 11, 1, 12) / 1000, '1234567890123456789012345');
    expect(codes.barcode).toMatch(/^9999\d{40}$/);
    expect(codes.barcode.slice(9, 19)).toBe('0000012345');
    expect(codes.number).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(codes.number.replace(/\D/g, '')).toHaveLength(47);
    expect(codes.number.endsWith(codes.barcode.slice(5, 19))).toBe(true);
    expect(Number(codes.barcode[4])).toBe(mod11(codes.barcode.slice(0, 4) + codes.barcode.slice(5)));
  });
});

describe('the barcode', () => {
  it('draws start, two digits per five bars, and stop', () => {
    const { bars, width } = barcodeBars('12');
    // Start: two narrow bars; the pair: five bars (1 = wnnnw); stop: a wide then a narrow bar.
    expect(bars.map((bar) => bar.width)).toEqual([1, 1, 3, 1, 1, 1, 3, 3, 1]);
    expect(width).toBeGreaterThan(20);
    expect(() => barcodeBars('12a')).toThrow();
  });
});

describe('voucher terms', () => {
  it("expire at the end of the last day in the method's time zone", () => {
    // Monday 1 December 2026, 10:00 in Mexico City (UTC-6): three days later, Thursday 23:59:59 there.
    const monday = Date.UTC(2026, 11, 1, 16) / 1000;
    expect(endOfDayIn('America/Mexico_City', monday, 3)).toBe(Date.UTC(2026, 11, 5, 5, 59, 59) / 1000);
    // It is already Tuesday 01:00 in Tokyo: that day ends at 14:59:59 UTC.
    expect(endOfDayIn('Asia/Tokyo', monday, 0)).toBe(Date.UTC(2026, 11, 2, 14, 59, 59) / 1000);
  });

  it("follow the merchant's days, Konbini's expires_at, and Multibanco's fixed week", () => {
    const now = Date.UTC(2026, 11, 1, 16) / 1000;
    const terms = {
      defaultDays: 3,
      minDays: 1,
      maxDays: 7,
      configurable: true,
      timeZone: 'America/Mexico_City',
    };
    expect(voucherExpiry(terms, { expires_after_days: 1 }, now)).toBe(
      Date.UTC(2026, 11, 3, 5, 59, 59) / 1000,
    );
    expect(voucherExpiry(terms, { expires_at: now + 60 }, now)).toBe(now + 60);
    const week = { defaultDays: 7, minDays: 7, maxDays: 7, configurable: false, timeZone: null };
    expect(voucherExpiry(week, { expires_after_days: 1 }, now)).toBe(now + 7 * 86_400);
  });
});

describe('test e-mails', () => {
  it.each([
    ['succeed_immediately@example.com', 'paid', 3],
    ['shopper+succeed_immediately@shop.mx', 'paid', 3],
    ['expire_immediately@example.com', 'expired', 3],
    ['expire_with_delay@example.com', 'expired', 180],
    ['fill_never@example.com', 'expired', null],
    ['jenny@example.com', 'paid', 180],
  ])('%s: %s after %s s', (email, outcome, afterSeconds) => {
    expect(voucherFate(email)).toEqual({ outcome, afterSeconds });
  });

  it("Konbini confirms with the merchant's number, else the shopper's phone, else a random one", () => {
    expect(konbiniConfirmationNumber('12345678901', '+81 90 1234 5678')).toBe('12345678901');
    expect(konbiniConfirmationNumber(null, '+81 90 1234 5678')).toBe('09012345678');
    expect(konbiniConfirmationNumber(undefined, null)).toMatch(/^\d{11}$/);
  });
});
