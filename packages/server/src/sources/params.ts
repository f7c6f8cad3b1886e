import { p, type z } from '../kernel/params.js';
import { addressParams, clientTelemetryParams } from '../kernel/shared-params.js';
import { IDEAL_BANK_IDS } from '../payment-methods/type-details.js';

/** The source types docs/confirmation.md maps (card, sepa_debit, ideal, au_becs_debit). */
export const SOURCE_TYPES = ['card', 'sepa_debit', 'ideal', 'au_becs_debit'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const createSourceParams = p.object({
  type: p.string(),
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  metadata: p.metadata.optional(),
  owner: p
    .object({
      address: addressParams.optional(),
      email: p.string().optional(),
      name: p.string().optional(),
      phone: p.string().optional(),
    })
    .optional(),
  redirect: p.object({ return_url: p.string() }).optional(),
  statement_descriptor: p.string().optional(),
  token: p.string().optional(),
  usage: p.oneOf(['reusable', 'single_use']).optional(),
  card: p
    .object({
      number: p.string().optional(),
      exp_month: p.integer.optional(),
      exp_year: p.integer.optional(),
      cvc: p.string().optional(),
    })
    .optional(),
  sepa_debit: p.object({ iban: p.string() }).optional(),
  ideal: p
    .object({ bank: p.oneOf(IDEAL_BANK_IDS).optional(), statement_descriptor: p.string().optional() })
    .optional(),
  au_becs_debit: p.object({ bsb_number: p.string(), account_number: p.string() }).optional(),
  ...clientTelemetryParams,
});

export type CreateSourceParams = z.output<typeof createSourceParams>;

export const retrieveSourceParams = p.object({
  client_secret: p.string().optional(),
  expand: p.expand.optional(),
});
