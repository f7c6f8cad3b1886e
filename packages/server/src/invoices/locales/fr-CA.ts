import type { InvoiceTexts } from '../invoice-texts.js';

/** Canadian French: France's texts with Quebec's words (a receipt is a « reçu »). */
export const FR_CA: Partial<InvoiceTexts> = {
  receipt: 'Reçu',
};
