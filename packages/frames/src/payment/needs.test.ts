import { validatePaymentElementOptions } from '@payframe/core';
import type { SessionState } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import { isLoaded } from '../deferred/modules.js';
import { cardPaymentMethodData, validateCard } from '../methods/card/card-form.js';
import { elementNeeds } from './needs.js';

// No test context here: it loads every deferred module, and this file checks what runs without them.
const session = (paymentMethodTypes: string[]) => ({ paymentMethodTypes }) as SessionState;
const options = (raw: Record<string, unknown> = {}) => {
  const checked = validatePaymentElementOptions(raw);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
};

describe('deferred modules the Payment Element waits for', () => {
  it.each([
    ['a card form by default', {}, ['card'], []],
    ['IBAN rules with SEPA', {}, ['card', 'sepa_debit', 'ideal'], ['iban']],
    ['BECS rules with BECS Direct Debit', {}, ['card', 'au_becs_debit'], ['becs']],
    [
      'phone rules when the phone is asked for',
      { fields: { billingDetails: { phone: 'auto' } } },
      ['card'],
      ['phone'],
    ],
    [
      'the address form for a full address',
      { fields: { billingDetails: { address: { line1: 'auto' } } } },
      ['card'],
      ['address'],
    ],
    ['nothing for iDEAL', {}, ['ideal'], []],
  ])('%s', (_, raw, types, needs) => {
    expect(elementNeeds(options(raw), session(types))).toEqual(needs);
  });

  it('validates and submits the default card form without any of them', () => {
    const context = {
      billing: options().billingDetails,
      defaults: {},
      session: { ...session(['card']), merchantCountry: 'US' } as SessionState,
      now: new Date('2026-06-15T12:00:00Z'),
    };
    const values = {
      number: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
      country: 'US',
      postalCode: '9410',
    };
    expect(validateCard(values, context)).toEqual({
      postalCode: { code: 'invalid_zip', message: expect.any(String) },
    });
    expect(cardPaymentMethodData({ ...values, postalCode: ' 94110 ' }, context).billing_details).toEqual({
      address: { country: 'US', postal_code: '94110' },
    });
    expect(isLoaded(['address'])).toBe(false);
    expect(isLoaded(['phone'])).toBe(false);
  });
});
