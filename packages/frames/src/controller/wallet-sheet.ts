import type { Envelope, ExpressSheetAction, ExpressSheetDisplay, WireError } from '@payframe/js/protocol';
import type { Collected } from './collect.js';
import type { ControllerContext } from './controller.js';
import { mergeData } from './merge-data.js';

/** What the Payment Element's wallet methods hand over when collected. */
export const SHEET_WALLETS: Record<string, 'applePay' | 'googlePay'> = {
  apple_pay: 'applePay',
  google_pay: 'googlePay',
};

/** The shopper closed the wallet's sheet without paying. */
export const WALLET_CANCELED: WireError = {
  type: 'validation_error',
  code: 'incomplete',
  message: 'The payment was canceled in the wallet.',
};

/** Live mode needs the browser's wallet, which this version does not drive yet. */
export const LIVE_WALLET: WireError = {
  type: 'invalid_request_error',
  message:
    'Apple Pay and Google Pay need the browser wallet in live mode, which this Payframe version does not support yet.',
};

export type SheetOutcome = { ok: true; data: Record<string, unknown> } | { ok: false; error: WireError };

/**
 * A Payment Element's Apple Pay or Google Pay, when confirming: the controller opens the
 * wallet's test sheet (no shipping, no merchant handlers: the intent's amount is the total)
 * and answers its actions itself; Pay gives the tokenized card's `payment_method_data`.
 */
export function runWalletSheet(
  ctx: ControllerContext,
  wallet: 'applePay' | 'googlePay',
  locale: string,
): Promise<SheetOutcome> {
  const state = ctx.session?.state;
  if (state?.livemode) return Promise.resolve({ ok: false, error: LIVE_WALLET });
  const amount = (ctx.session?.intent?.amount as number | undefined) ?? state?.amount ?? 0;
  const display: ExpressSheetDisplay = {
    wallet,
    elementFrameId: 'controller',
    amount,
    currency: String(ctx.session?.intent?.currency ?? state?.currency ?? 'usd'),
    businessName: state?.businessName ?? '',
    locale,
    lineItems: [],
    shippingRates: [],
    emailRequired: false,
    phoneNumberRequired: false,
    shippingAddressRequired: false,
    allowedShippingCountries: null,
  };
  let paid: Extract<ExpressSheetAction, { kind: 'pay' }> | null = null;
  const stop = ctx.subscribe((message: Envelope) => {
    if (
      message.type === 'express/sheet' &&
      message.frameId === 'controller' &&
      message.payload.kind === 'pay'
    )
      paid = message.payload;
  });
  return ctx.openSheet(display).then((outcome) => {
    stop();
    const pay = paid as Extract<ExpressSheetAction, { kind: 'pay' }> | null;
    if (outcome !== 'done' || !pay) return { ok: false, error: WALLET_CANCELED };
    return {
      ok: true,
      data: { type: 'card', card: { token: pay.token }, billing_details: pay.billingDetails },
    };
  });
}

/**
 * A collect that chose the Payment Element's Apple Pay or Google Pay: the wallet's sheet runs
 * and its tokenized card takes the wallet's place (a billing Address Element's details stay).
 * Any other collect is handed back as it was.
 */
export async function withWalletCard(ctx: ControllerContext, collected: Collected): Promise<Collected> {
  const wallet = collected.ok && collected.type ? SHEET_WALLETS[collected.type] : undefined;
  if (!collected.ok || !wallet) return collected;
  const sheet = await runWalletSheet(ctx, wallet, String(ctx.options.locale ?? 'auto'));
  if (!sheet.ok) return { ok: false, error: sheet.error };
  const { type: _wallet, ...rest } = collected.data;
  return { ...collected, type: 'card', data: mergeData(rest, sheet.data) };
}
