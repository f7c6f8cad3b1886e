import { describe, expect, it } from 'vitest';
import { maskRecipient } from './notifier.js';
import { redactPhone, redactText } from './redaction.js';
import { redactAddress, toWalletAddress } from './wallet-address.js';

describe('redaction', () => {
  it.each([
    ['+14155550123', '(***) *** **23'],
    ['+447700900123', '+**********23'],
    [null, null],
  ])('shows %s as %s', (phone, shown) => {
    expect(redactPhone(phone)).toBe(shown);
  });

  it('hides text but keeps absence visible', () => {
    expect(redactText('Jenny')).toBe('[redacted]');
    expect(redactText(null)).toBeNull();
  });

  it('hides who and where exactly, keeps the region of an address', () => {
    const address = toWalletAddress({
      name: 'Jenny Rosen',
      line_1: '1 Main St',
      locality: 'Berlin',
      postal_code: '10115',
      country_code: 'de',
      phone: '+4930123456',
    });
    expect(redactAddress(address)).toEqual({
      name: '[redacted]',
      line_1: '[redacted]',
      line_2: null,
      locality: 'Berlin',
      administrative_area: null,
      postal_code: '10115',
      country_code: 'DE',
      phone: '[redacted]',
      phone_country: null,
    });
  });

  it('masks outbox recipients in log lines', () => {
    expect(maskRecipient('jenny@example.com')).toBe('j***@example.com');
    expect(maskRecipient('+14155550123')).toBe('+*********23');
  });
});
