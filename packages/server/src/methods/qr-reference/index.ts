import type { ServerMethod } from '../server-method.js';

/** PayNow and PromptPay: the charge carries the reference of the bank transfer the code paid. */
export const transferReferenceMethod: ServerMethod = {
  chargeDetails: ({ reference }) => ({ reference }),
};
