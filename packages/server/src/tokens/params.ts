import { p, z } from '../kernel/params.js';
import { clientTelemetryParams } from '../kernel/shared-params.js';

const cardDetails = p.object({
  number: p.string().optional(),
  exp_month: p.integer.optional(),
  exp_year: p.integer.optional(),
  cvc: p.string().optional(),
  name: p.string().optional(),
  address_city: p.string().optional(),
  address_country: p.string().optional(),
  address_line1: p.string().optional(),
  address_line2: p.string().optional(),
  address_state: p.string().optional(),
  address_zip: p.string().optional(),
  currency: p.currency.optional(),
  networks: p.object({ preferred: p.string().optional() }).optional(),
});

export const createTokenParams = p.object({
  /** The card's details, or (test mode) a test wallet's token to make into a stored token. */
  card: z.union([cardDetails, p.string()]).optional(),
  bank_account: p
    .object({
      account_holder_name: p.string().optional(),
      account_holder_type: p.oneOf(['company', 'individual']).optional(),
      account_number: p.string(),
      account_type: p.oneOf(['checking', 'futsu', 'savings', 'toza']).optional(),
      country: p.string(),
      currency: p.currency.optional(),
      routing_number: p.string().optional(),
    })
    .optional(),
  cvc_update: p.object({ cvc: p.string() }).optional(),
  ...clientTelemetryParams,
});

export type CreateTokenParams = z.output<typeof createTokenParams>;
