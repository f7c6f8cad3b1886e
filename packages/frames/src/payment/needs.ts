import type { PaymentElementOptions } from '@payframe/core/form';
import type { SessionState } from '@payframe/js/protocol';
import type { DeferredName } from '../deferred/modules.js';
import { METHODS } from '../methods/registry.js';

/** Every deferred module a method of the session may use with these options, sorted. */
export function elementNeeds(options: PaymentElementOptions, session: SessionState): DeferredName[] {
  const context = { billing: options.billingDetails };
  const names = new Set<DeferredName>();
  for (const type of session.paymentMethodTypes) {
    if (!Object.hasOwn(METHODS, type)) continue;
    for (const name of METHODS[type]!.needs(context)) names.add(name);
  }
  return [...names].sort();
}
