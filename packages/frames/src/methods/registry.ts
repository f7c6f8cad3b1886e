import { card } from './card/index.js';
import { ideal } from './ideal/index.js';
import { sepaDebit } from './sepa_debit/index.js';
import type { MethodDefinition } from './types.js';

/** The payment methods the Payment Element can show; adding one is a folder and a line here. */
export const METHODS: Readonly<Record<string, MethodDefinition>> = {
  card,
  sepa_debit: sepaDebit,
  ideal,
};
