import type {
  Envelope,
  ExpressAddress,
  ExpressSheetAction,
  ExpressSheetDisplay,
} from '@payframe/js/protocol';
import type { ControllerContext } from './controller.js';

// canMakePayment() loads with the rest of the payment request's code.
export { canMakePayment } from './request-wallets.js';

type Pay = Extract<ExpressSheetAction, { kind: 'pay' }>;

interface ShippingOption {
  id: string;
  label: string;
  amount: number;
  detail?: string;
}

/** The sheet's view of the payment request's options (its total already includes shipping). */
export function requestDisplay(options: Record<string, any>, locale: string): ExpressSheetDisplay {
  const shippingOptions: ShippingOption[] = Array.isArray(options.shippingOptions)
    ? options.shippingOptions
    : [];
  return {
    wallet: 'googlePay',
    elementFrameId: 'controller',
    amount: Number(options.total?.amount ?? 0),
    currency: String(options.currency ?? 'usd').toLowerCase(),
    businessName: String(options.total?.label ?? ''),
    locale,
    lineItems: (Array.isArray(options.displayItems) ? options.displayItems : []).map((item) => ({
      name: String(item.label ?? ''),
      amount: Number(item.amount ?? 0),
    })),
    shippingRates: shippingOptions.map((o) => ({ id: o.id, displayName: o.label, amount: Number(o.amount) })),
    emailRequired: options.requestPayerEmail === true,
    phoneNumberRequired: options.requestPayerPhone === true,
    shippingAddressRequired: options.requestShipping === true,
    allowedShippingCountries: null,
  };
}

/** A sheet open for a payment request: its totals, and its events not yet handed to the page. */
interface Showing {
  display: ExpressSheetDisplay;
  options: Record<string, any>;
  /** The change the merchant answers next with updateWith(). */
  asked: 'address' | 'rate';
  queue: Record<string, unknown>[];
  waiter: ((result: Record<string, unknown>) => void) | null;
}

const showing = new WeakMap<ControllerContext, Showing>();

function deliver(state: Showing, result: Record<string, unknown>): void {
  const waiter = state.waiter;
  state.waiter = null;
  if (waiter) waiter(result);
  else state.queue.push(result);
}

/** The page's next answer: a shipping change to hand its handlers, the payment, or the close. */
function next(state: Showing): Promise<Record<string, unknown>> {
  const queued = state.queue.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve) => {
    state.waiter = resolve;
  });
}

/**
 * `paymentRequest.show()`: the wallet's test sheet in the modal. The page's call resolves with
 * each shipping change (`{ event, ... }`), answered by `paymentRequestUpdate` (the merchant's
 * updateWith), which resolves with the next; Pay makes the test wallet's card into a card
 * PaymentMethod (card.wallet set by its token) and resolves with what the `paymentmethod`
 * event carries, while the sheet stays open, processing, until the merchant's complete():
 * `paymentRequestComplete` resolves with the close (`done`), a retried payment, or the cancel.
 * A sheet closed without paying resolves with nothing.
 */
export function showPaymentRequest(
  ctx: ControllerContext,
  options: Record<string, any>,
  locale: string,
  wallet: 'applePay' | 'googlePay' = 'googlePay',
  listened: unknown = [],
): Promise<Record<string, unknown>> {
  // What the page listens for (a PaymentMethod when it names nothing known).
  const known = (['paymentMethod', 'token', 'source'] as const).filter(
    (r) => Array.isArray(listened) && listened.includes(r),
  );
  const results: WalletResult[] = known.length > 0 ? known : ['paymentMethod'];
  if (showing.has(ctx))
    return Promise.resolve({
      error: { type: 'invalid_request_error', message: 'A payment request is already showing.' },
    });
  const display = { ...requestDisplay(options, locale), wallet, awaitCompletion: true };
  const state: Showing = { display, options, asked: 'address', queue: [], waiter: null };
  showing.set(ctx, state);
  const stop = ctx.subscribe((message: Envelope) => {
    if (message.type !== 'express/sheet' || message.frameId !== 'controller') return;
    const action = message.payload as ExpressSheetAction;
    if (action.kind === 'pay')
      void paymentMethodEvent(ctx, state.options, action, wallet, results).then((result) => {
        if (showing.get(ctx) !== state) return;
        // A card the API refuses: the sheet says so and the shopper may try again.
        if ('error' in result) ctx.channel.send('express/complete', { status: 'fail' });
        else deliver(state, result);
      });
    else if (action.kind === 'address') {
      state.asked = 'address';
      deliver(state, {
        event: 'shippingaddresschange',
        shippingAddress: requestAddress(action.name, action.address),
      });
    } else if (action.kind === 'rate') {
      state.asked = 'rate';
      const option = state.options.shippingOptions?.find((o: ShippingOption) => o.id === action.rateId);
      deliver(state, { event: 'shippingoptionchange', shippingOption: option ?? { id: action.rateId } });
    }
  });
  void ctx.openSheet(display).then((outcome) => {
    stop();
    showing.delete(ctx);
    // Closed after complete('success'), or by the shopper (or abort()) before it.
    deliver(state, outcome === 'done' ? { done: true } : {});
  });
  return next(state);
}

/** The statuses of the paymentmethod event's complete(), as Stripe.js takes them. */
export const COMPLETE_STATUSES = [
  'success',
  'fail',
  'invalid_payer_name',
  'invalid_payer_email',
  'invalid_payer_phone',
  'invalid_shipping_address',
] as const;

/**
 * The merchant's `complete(status)`: success closes the sheet; anything else keeps it open with
 * what went wrong, for the shopper to pay again or cancel. Resolves with what happens next.
 */
export function completePaymentRequest(
  ctx: ControllerContext,
  status: unknown,
): Promise<Record<string, unknown>> {
  const state = showing.get(ctx);
  if (!state) return Promise.resolve({});
  const known = (COMPLETE_STATUSES as readonly unknown[]).includes(status);
  ctx.channel.send('express/complete', { status: known ? String(status) : 'fail' });
  return next(state);
}

/** `paymentRequest.abort()`: the sheet closes; the open show() call resolves with nothing. */
export function abortPaymentRequest(ctx: ControllerContext): Record<string, unknown> {
  if (showing.has(ctx)) ctx.closeSheet();
  return {};
}

/**
 * The merchant's `updateWith({ status, total, displayItems, shippingOptions })`: the sheet shows
 * the new totals (or that the address or option cannot be used); resolves with the next event.
 */
export function updatePaymentRequest(
  ctx: ControllerContext,
  update: Record<string, any>,
): Promise<Record<string, unknown>> {
  const state = showing.get(ctx);
  if (!state) return Promise.resolve({});
  const ok = (update.status ?? 'success') === 'success';
  if (ok) {
    state.options = { ...state.options, ...update };
    const fresh = requestDisplay(state.options, state.display.locale);
    state.display = {
      ...state.display,
      amount: fresh.amount,
      lineItems: fresh.lineItems,
      shippingRates: fresh.shippingRates,
    };
  }
  ctx.channel.send('express/update', {
    ok,
    amount: state.display.amount,
    lineItems: state.display.lineItems,
    shippingRates: state.display.shippingRates,
    ...(ok ? {} : { error: state.asked }),
  });
  return next(state);
}

/** An address as the Payment Request API hands it over. */
function requestAddress(name: string, address: ExpressAddress) {
  return {
    recipient: name,
    addressLine: [address.line1, address.line2].filter((line): line is string => Boolean(line)),
    city: address.city,
    region: address.state,
    postalCode: address.postal_code,
    country: address.country,
  };
}

/** What the page listens to: a PaymentMethod (`paymentmethod`), a Token (`token`), a Source (`source`). */
export type WalletResult = 'paymentMethod' | 'token' | 'source';

/**
 * The wallet's card as each object the page's events carry, made from the sheet's token: a
 * card PaymentMethod, a card Token (tokenization_method set) or a card Source, with the payer.
 */
export async function walletObjects(
  ctx: ControllerContext,
  pay: Pay,
  results: readonly WalletResult[],
): Promise<Record<string, unknown> | { error: unknown }> {
  const billing = pay.billingDetails as Record<string, unknown>;
  const made: Record<string, unknown> = {};
  for (const result of results) {
    const answer =
      result === 'token'
        ? await ctx.api.post('/v1/tokens', { card: pay.token })
        : result === 'source'
          ? await ctx.api.post('/v1/sources', {
              type: 'card',
              token: pay.token,
              owner: present(billing),
            })
          : await ctx.api.post('/v1/payment_methods', {
              type: 'card',
              card: { token: pay.token },
              billing_details: pay.billingDetails,
            });
    if (!answer.ok) return { error: answer.error };
    made[result] = answer.body;
  }
  return made;
}

/** The fields given (a source's owner takes no nulls), nested objects too. */
function present(value: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    kept[key] = typeof field === 'object' ? present(field as Record<string, unknown>) : field;
  }
  return kept;
}

async function paymentMethodEvent(
  ctx: ControllerContext,
  options: Record<string, any>,
  pay: Pay,
  wallet: 'applePay' | 'googlePay',
  results: readonly WalletResult[],
): Promise<Record<string, unknown>> {
  const made = await walletObjects(ctx, pay, results);
  if ('error' in made) return made;
  const billing = pay.billingDetails as Record<string, string | null>;
  const shipping = pay.shippingAddress;
  const option = options.shippingOptions?.find((o: ShippingOption) => o.id === pay.shippingRateId);
  return {
    ...made,
    walletName: wallet,
    methodName: wallet === 'applePay' ? 'https://apple.com/apple-pay' : 'https://google.com/pay',
    payerName: billing.name ?? null,
    payerEmail: billing.email ?? null,
    payerPhone: billing.phone ?? null,
    ...(shipping ? { shippingAddress: requestAddress(shipping.name, shipping.address) } : {}),
    ...(option ? { shippingOption: option } : {}),
  };
}
