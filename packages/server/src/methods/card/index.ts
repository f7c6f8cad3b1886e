import type { ServerMethod } from '../server-method.js';
import { cardDataParams } from './params.js';

export { type CardData, cardDataParams } from './params.js';

/** Cards: their data is a number or a token; building the method (tokens, test cards) stays in payment-methods. */
export const cardMethod: ServerMethod = { params: cardDataParams };
