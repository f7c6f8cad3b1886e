import { p, type z } from '../kernel/params.js';
import { addressParams } from '../kernel/shared-params.js';

const billing = p.object({ address: addressParams });

export const createCardholderParams = p.object({
  name: p.string(),
  billing,
  email: p.string().optional(),
  phone_number: p.string().optional(),
  metadata: p.metadata.optional(),
  status: p.oneOf(['active', 'inactive']).optional(),
  type: p.oneOf(['individual', 'company']).optional(),
  preferred_locales: p.array(p.oneOf(['de', 'en', 'es', 'fr', 'it'])).optional(),
  individual: p
    .object({
      first_name: p.string().optional(),
      last_name: p.string().optional(),
    })
    .optional(),
});

export const updateCardholderParams = p.object({
  billing: billing.optional(),
  email: p.clearable(p.string()).optional(),
  phone_number: p.clearable(p.string()).optional(),
  metadata: p.metadata.optional(),
  status: p.oneOf(['active', 'inactive']).optional(),
  preferred_locales: p.clearable(p.array(p.oneOf(['de', 'en', 'es', 'fr', 'it']))).optional(),
});

export const listCardholdersParams = p.object({
  ...p.listShape,
  email: p.string().optional(),
  phone_number: p.string().optional(),
  status: p.oneOf(['active', 'inactive', 'blocked']).optional(),
  type: p.oneOf(['individual', 'company']).optional(),
});

export const createCardParams = p.object({
  cardholder: p.string(),
  currency: p.currency,
  type: p.oneOf(['virtual', 'physical']),
  status: p.oneOf(['active', 'inactive']).optional(),
  metadata: p.metadata.optional(),
  spending_controls: p
    .object({
      spending_limits: p
        .array(
          p.object({
            amount: p.integer,
            interval: p.oneOf(['all_time', 'daily', 'monthly', 'per_authorization', 'weekly', 'yearly']),
            categories: p.array(p.string()).optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});

export const updateCardParams = p.object({
  status: p.oneOf(['active', 'inactive', 'canceled']).optional(),
  cancellation_reason: p.oneOf(['lost', 'stolen']).optional(),
  metadata: p.metadata.optional(),
});

export const listCardsParams = p.object({
  ...p.listShape,
  cardholder: p.string().optional(),
  exp_month: p.integer.optional(),
  exp_year: p.integer.optional(),
  last4: p.string().optional(),
  status: p.oneOf(['active', 'inactive', 'canceled']).optional(),
  type: p.oneOf(['virtual', 'physical']).optional(),
});

/** The display frames' card read: the private half of the nonce their ephemeral key was made with. */
export const retrieveCardParams = p.object({
  ephemeral_key_private_nonce: p.string().optional(),
});

/** A test authorization: a purchase on the card as a card network would send it. */
export const createAuthorizationParams = p.object({
  card: p.string(),
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  authorization_method: p.oneOf(['chip', 'contactless', 'keyed_in', 'online', 'swipe']).optional(),
  merchant_data: p
    .object({
      category: p.string().optional(),
      name: p.string().optional(),
      city: p.string().optional(),
      country: p.string().optional(),
      postal_code: p.string().optional(),
    })
    .optional(),
});

export const listAuthorizationsParams = p.object({
  ...p.listShape,
  card: p.string().optional(),
  cardholder: p.string().optional(),
  status: p.oneOf(['closed', 'pending', 'reversed']).optional(),
});

export type CreateAuthorizationParams = z.output<typeof createAuthorizationParams>;

export const createNonceParams = p.object({
  issuing_card: p.string(),
});

export type CreateCardholderParams = z.output<typeof createCardholderParams>;
export type UpdateCardholderParams = z.output<typeof updateCardholderParams>;
export type CreateCardParams = z.output<typeof createCardParams>;
