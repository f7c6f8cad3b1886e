import { p } from '../../kernel/params.js';
import type { ServerMethod } from '../server-method.js';

/** Przelewy24: the API also takes whether the shopper was shown and accepted its terms. */
export const p24Method: ServerMethod = {
  extraParams: { tos_shown_and_accepted: p.boolean.optional() },
};
