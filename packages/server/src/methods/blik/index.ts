import type { ServerMethod } from '../server-method.js';

/** BLIK: its charge details are empty, as at Stripe. */
export const blikMethod: ServerMethod = {
  chargeDetails: () => ({}),
};
