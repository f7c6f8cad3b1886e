import { p, type z } from '../../kernel/params.js';

/** Card data: a number (checked and sealed when the method is built) or a token, never derived from a form field. */
export const cardDataParams = p.object({
  number: p.string().optional(),
  exp_month: p.integer.optional(),
  exp_year: p.integer.optional(),
  cvc: p.string().optional(),
  token: p.string().optional(),
  networks: p.object({ preferred: p.string().optional() }).optional(),
});

export type CardData = z.output<typeof cardDataParams>;
