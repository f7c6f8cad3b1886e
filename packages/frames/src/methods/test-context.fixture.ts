import { validateBillingDetailsCollection } from '@payframe/core';
import type { SessionState } from '@payframe/js/protocol';
import type { BillingDefaults } from '../billing/billing-defaults.js';
import { loadDeferred } from '../deferred/modules.js';
import type { MethodContext } from './types.js';

// The form logic reads the deferred rules synchronously; the frame loads them before it renders.
await loadDeferred(['address', 'becs', 'iban', 'phone']);

/** A method context for the unit tests: default billing collection, a fixed clock. */
export function testContext(
  billing: unknown = undefined,
  session: Partial<SessionState> = {},
  defaults: BillingDefaults = {},
): MethodContext {
  const checked = validateBillingDetailsCollection(billing);
  if (!checked.ok) throw new Error(checked.error.message);
  return {
    billing: checked.value,
    defaults,
    now: new Date('2026-06-15T12:00:00Z'),
    session: {
      paymentMethodTypes: ['card', 'sepa_debit', 'ideal'],
      mode: 'payment',
      amount: 2400,
      currency: 'eur',
      businessName: 'Test Shop',
      merchantCountry: 'US',
      livemode: false,
      appearance: {},
      fonts: [],
      loader: 'auto',
      locale: 'auto',
      ...session,
    },
  };
}
