import { p, type z } from '../kernel/params.js';
import { addressParams } from '../kernel/shared-params.js';

/** What the page sends when the shopper pays. */
export const confirmPageParams = p.object({
  payment_method: p.string(),
  /** The total the shopper saw: a session changed meanwhile is not charged a different amount. */
  expected_amount: p.integer.optional(),
  /** The currency the shopper saw the total in: a currency changed meanwhile is not charged. */
  expected_currency: p.currency.optional(),
  email: p.string(800).optional(),
  name: p.string(256).optional(),
  phone: p.string(40).optional(),
  shipping: p.object({ name: p.string(256), address: addressParams }).optional(),
  /** The page runs 3-D Secure in the script's modal instead of leaving for the issuer's page. */
  use_stripe_sdk: p.boolean.optional(),
});

export type ConfirmPageParams = z.output<typeof confirmPageParams>;
