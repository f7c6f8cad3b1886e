import { METHOD_DESCRIPTORS } from '@payframe/core/methods';
import { describe, expect, it } from 'vitest';
import { isMessageId } from '../i18n/catalogue.js';
import { EN } from '../i18n/messages/en.js';
import { METHODS } from './registry.js';

describe('the Payment Element methods', () => {
  it('are every core descriptor, in its order, then the card wallets; only the card has a form of its own', () => {
    const shown = METHOD_DESCRIPTORS.map((descriptor) => descriptor.type);
    expect(Object.keys(METHODS)).toEqual([...shown, 'apple_pay', 'google_pay']);
    expect(shown.slice(0, 3)).toEqual(['card', 'sepa_debit', 'ideal']);
    for (const type of shown) expect(METHODS[type]?.type).toBe(type);
    expect(METHODS.card).not.toBe(undefined);
    expect(METHODS.card?.Form.name).toBe('CardForm');
  });

  it.each(METHOD_DESCRIPTORS.map((descriptor) => [descriptor.type, descriptor] as const))(
    '%s: every message it names is in the catalogue',
    (_type, descriptor) => {
      const ids: Array<string | null | undefined> = [descriptor.display.label, descriptor.mandate];
      for (const field of descriptor.fields) if (field.kind === 'selector') ids.push(field.label);
      for (const id of ids) if (id) expect(isMessageId(id), id).toBe(true);
      if (descriptor.display)
        expect(METHODS[descriptor.type]?.label).toBe(EN[descriptor.display.label as 'method.card']);
    },
  );
});

describe('the card wallets in the Payment Element', () => {
  it('go after the card when the wallets option shows them, never without the card', async () => {
    const { withWallets } = await import('./wallet/index.js');
    const none = { applePay: false, googlePay: false };
    expect(withWallets(['card', 'ideal'], { applePay: 'always', googlePay: 'auto' }, none)).toEqual([
      'card',
      'apple_pay',
      'ideal',
    ]);
    expect(
      withWallets(['card'], { applePay: 'auto', googlePay: 'auto' }, { applePay: false, googlePay: true }),
    ).toEqual(['card', 'google_pay']);
    expect(
      withWallets(['card'], { applePay: 'never', googlePay: 'never' }, { applePay: true, googlePay: true }),
    ).toEqual(['card']);
    expect(withWallets(['ideal'], { applePay: 'always', googlePay: 'always' }, none)).toEqual(['ideal']);
    expect(METHODS.google_pay?.toPaymentMethodData({}, {} as never)).toEqual({ type: 'google_pay' });
  });

  it("stay out on a page whose domain the account has not registered for them, even with 'always'", async () => {
    const { withWallets } = await import('./wallet/index.js');
    const always = { applePay: 'always', googlePay: 'always' };
    const browser = { applePay: true, googlePay: true };
    expect(withWallets(['card'], always, browser, { applePay: false, googlePay: false })).toEqual(['card']);
    expect(withWallets(['card'], always, browser, { applePay: false, googlePay: true })).toEqual([
      'card',
      'google_pay',
    ]);
  });
});
