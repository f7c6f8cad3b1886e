/** What the test-mode processor does with a voucher: pay it, or let it expire unpaid. */
export type VoucherOutcome = 'paid' | 'expired';

/** "Immediately" in Stripe's test e-mails: a few seconds, so a shopper still on the page sees it. */
export const IMMEDIATE_SECONDS = 3;
/** Other test e-mails: paid (or, `expire_with_delay`, expired) three minutes after the voucher is shown. */
export const DELAYED_SECONDS = 180;

export interface VoucherFate {
  outcome: VoucherOutcome;
  /** Seconds after the voucher is shown, or null: when it expires. */
  afterSeconds: number | null;
}

/**
 * Stripe's test e-mails for vouchers: the address's local part ends in `succeed_immediately`,
 * `expire_immediately`, `expire_with_delay` or `fill_never` (any prefix before it, any
 * domain); any other address pays after a delay.
 */
export function voucherFate(email: string | null | undefined): VoucherFate {
  const local = (email ?? '').toLowerCase().split('@')[0] ?? '';
  if (local.endsWith('succeed_immediately')) return { outcome: 'paid', afterSeconds: IMMEDIATE_SECONDS };
  if (local.endsWith('expire_immediately')) return { outcome: 'expired', afterSeconds: IMMEDIATE_SECONDS };
  if (local.endsWith('expire_with_delay')) return { outcome: 'expired', afterSeconds: DELAYED_SECONDS };
  if (local.endsWith('fill_never')) return { outcome: 'expired', afterSeconds: null };
  return { outcome: 'paid', afterSeconds: DELAYED_SECONDS };
}
