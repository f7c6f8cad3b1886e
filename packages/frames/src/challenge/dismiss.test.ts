import { describe, expect, it } from 'vitest';
import { mayDismiss } from './dismiss.js';

describe('dismissing the modal with Escape', () => {
  it('closes a challenge, a QR code or a wallet sheet waiting for the shopper', () => {
    expect(mayDismiss({ express: false, processing: false })).toBe(true);
    expect(mayDismiss({ express: true, processing: false })).toBe(true);
  });

  it('leaves a wallet sheet processing a payment open: no cancel for a payment under way', () => {
    expect(mayDismiss({ express: true, processing: true })).toBe(false);
  });
});
