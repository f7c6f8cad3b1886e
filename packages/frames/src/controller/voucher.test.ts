import { describe, expect, it } from 'vitest';
import { nextStep } from './next-action.js';
import { voucherPageUrl } from './voucher.js';

const page = 'http://localhost:4242/vouchers/vch_1?token=t';

describe('voucher next actions', () => {
  it.each(['oxxo', 'boleto', 'konbini', 'multibanco'])('%s_display_details shows its hosted page', (type) => {
    const intent = {
      object: 'payment_intent',
      status: 'requires_action',
      next_action: {
        type: `${type}_display_details`,
        [`${type}_display_details`]: { hosted_voucher_url: page },
      },
    };
    expect(nextStep(intent)).toEqual({ kind: 'voucher', url: page });
  });

  it('a voucher without a page, or with a page that is not http(s), is not run', () => {
    const intent = (url: unknown) => ({
      object: 'payment_intent',
      status: 'requires_action',
      next_action: { type: 'oxxo_display_details', oxxo_display_details: { hosted_voucher_url: url } },
    });
    expect(nextStep(intent(null)).kind).toBe('unknown');
    expect(nextStep(intent('javascript:alert(1)')).kind).toBe('unknown');
  });

  it("loads the page in the elements' locale, or the browser's for auto", () => {
    expect(voucherPageUrl(page, 'ja')).toBe(`${page}&locale=ja`);
    expect(voucherPageUrl(page, 'auto')).toBe(page);
    expect(voucherPageUrl(page, undefined)).toBe(page);
  });
});
