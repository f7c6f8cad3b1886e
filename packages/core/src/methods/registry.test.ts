import { describe, expect, it } from 'vitest';
import { SAVEABLE_PAYMENT_METHOD_TYPES } from '../constants/elements.js';
import { METHOD_DESCRIPTORS, methodDescriptor } from './registry.js';

describe('the payment method descriptors', () => {
  it('list each type once, card first, and find them by type', () => {
    const types = METHOD_DESCRIPTORS.map((descriptor) => descriptor.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types[0]).toBe('card');
    for (const descriptor of METHOD_DESCRIPTORS) expect(methodDescriptor(descriptor.type)).toBe(descriptor);
    expect(methodDescriptor('nonsense')).toBeUndefined();
    expect(methodDescriptor('toString')).toBeUndefined();
  });

  it.each(METHOD_DESCRIPTORS.map((descriptor) => [descriptor.type, descriptor] as const))(
    '%s: its fields name where their values go, its currencies are lower-case, a reusable one can be saved',
    (_type, descriptor) => {
      for (const field of descriptor.fields) {
        if (field.kind !== 'mandate') expect(field.apiPath).toMatch(/^[a-z0-9_]+(\[[a-z_]+\])*$/);
        if (field.kind === 'selector') expect(field.banks.length).toBeGreaterThan(0);
      }
      for (const currency of descriptor.currencies ?? []) expect(currency).toMatch(/^[a-z]{3}$/);
      if (descriptor.reusable) expect(SAVEABLE_PAYMENT_METHOD_TYPES).toContain(descriptor.type);
    },
  );

  it('say how each pays: a card at once, a redirect at the bank, a debit later', () => {
    expect(methodDescriptor('card')?.flow).toBe('card');
    expect(methodDescriptor('sepa_debit')).toMatchObject({
      flow: 'bank_debit',
      currencies: ['eur'],
      reusable: true,
    });
    for (const type of ['ideal', 'bancontact', 'giropay', 'eps', 'p24', 'sofort'])
      expect(methodDescriptor(type)?.flow).toBe('redirect');
  });
});
