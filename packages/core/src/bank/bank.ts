/** A bank a shopper picks for a redirect method: the API's `bank` value and its display name. */
export interface Bank {
  id: string;
  name: string;
  /** Its BIC, where the API reports one beside the bank (iDEAL's `payment_method.ideal.bic`). */
  bic?: string;
}

/** The bank of a list with this id. */
export function findBank(banks: readonly Bank[], id: string): Bank | undefined {
  return banks.find((bank) => bank.id === id);
}

/** Whether an id belongs to a bank list. */
export function isBankId(banks: readonly Bank[], id: string): boolean {
  return banks.some((bank) => bank.id === id);
}
