/** Merges what the frames collected with what the merchant passed (their billing details win). */
export function mergeData(collected: Record<string, any>, given: Record<string, any>): Record<string, any> {
  const billing = { ...(collected.billing_details ?? {}), ...(given.billing_details ?? {}) };
  if (collected.billing_details?.address || given.billing_details?.address) {
    billing.address = {
      ...(collected.billing_details?.address ?? {}),
      ...(given.billing_details?.address ?? {}),
    };
  }
  const merged = { ...collected, ...given };
  // The split card frames each give part of the card.
  if (collected.card || given.card) merged.card = { ...(collected.card ?? {}), ...(given.card ?? {}) };
  if (Object.keys(billing).length > 0) merged.billing_details = billing;
  return merged;
}
