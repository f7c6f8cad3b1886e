/**
 * Whether the shopper may dismiss the modal (Escape): always, except a wallet sheet that is
 * processing a payment. Like the browser's and Apple's payment sheets, which cannot be closed
 * while the merchant settles the payment, it stays until the payment succeeds (it closes),
 * fails (the shopper may pay again or cancel), or the merchant never answers (it times out).
 * Dismissing it then would fire `cancel` for a payment that may still go through.
 */
export function mayDismiss(modal: { express: boolean; processing: boolean }): boolean {
  return !(modal.express && modal.processing);
}
