import { METHOD_DESCRIPTORS } from '@payframe/core/methods';
import { card } from './card/index.js';
import { descriptorMethod } from './descriptor/index.js';
import type { MethodDefinition } from './types.js';
import { WALLET_METHODS } from './wallet/index.js';

/** The methods whose form is their own; every other one is drawn from its descriptor. */
const CUSTOM: Readonly<Record<string, MethodDefinition>> = { card };

/**
 * The payment methods the Payment Element can show: every core descriptor, in core's order
 * (an offered type without one is left out). Adding one that needs nothing special is a
 * descriptor in core and its messages here.
 */
export const METHODS: Readonly<Record<string, MethodDefinition>> = {
  ...Object.fromEntries(
    METHOD_DESCRIPTORS.map((descriptor) => [
      descriptor.type,
      Object.hasOwn(CUSTOM, descriptor.type) ? CUSTOM[descriptor.type]! : descriptorMethod(descriptor),
    ]),
  ),
  // Apple Pay and Google Pay, shown beside the card by the `wallets` option (never by the session).
  ...WALLET_METHODS,
};
