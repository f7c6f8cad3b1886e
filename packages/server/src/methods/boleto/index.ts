import { validateBrTaxId } from '@payframe/core';
import { p } from '../../kernel/params.js';
import type { ServerMethod } from '../server-method.js';

/** What a boleto's payer id must be; the check digits count, not only the length. */
export const INVALID_TAX_ID =
  'Invalid tax_id: it must be a valid CPF (11 digits) or CNPJ (14 digits), with or without its punctuation.';

/** Boleto: the payer's CPF or CNPJ, checked by its check digits and kept as bare digits. */
export const boletoMethod: ServerMethod = {
  params: p.object({
    tax_id: p.string(64).refine((value) => validateBrTaxId(value).ok, { error: INVALID_TAX_ID }),
  }),
  details: (_ctx, data) => {
    const checked = validateBrTaxId(String(data.tax_id ?? ''));
    return { details: { tax_id: checked.ok ? checked.value.digits : '' }, fingerprint: null };
  },
};
