import type { ExpressAddress } from '@payframe/js/protocol';
import type { WalletAuthorization, WalletHandlers, WalletSheetUpdate } from '../express/wallet-provider.js';
import type { ControllerContext } from './controller.js';
import { domainWallets } from './domain-wallets.js';
import type { CanMakePayment } from './request-wallets.js';

/**
 * `paymentRequest()` in live mode (docs/elements.md#live-wallets): the browser's own wallet
 * opens in the controller frame, lent the page's click by `show()` (the merchant script posts
 * it with capability delegation), through the same pluggable WalletProvider as the Express
 * Checkout Element's live buttons. The page's show() call resolves with each shipping change
 * for its handlers, then with the payment method made from what the wallet authorized; the
 * page's complete(status) closes the wallet's sheet.
 */

interface LiveShowing {
  queue: Record<string, unknown>[];
  waiter: ((result: Record<string, unknown>) => void) | null;
  /** The merchant's updateWith() for the change the wallet waits on. */
  answer: ((update: Record<string, any>) => void) | null;
  authorization: WalletAuthorization | null;
}

const live = new WeakMap<ControllerContext, LiveShowing>();

function deliver(state: LiveShowing, result: Record<string, unknown>): void {
  const waiter = state.waiter;
  state.waiter = null;
  if (waiter) waiter(result);
  else state.queue.push(result);
}

function next(state: LiveShowing): Promise<Record<string, unknown>> {
  const queued = state.queue.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve) => {
    state.waiter = resolve;
  });
}

/** The request as the wallets take it, from the payment request's options. */
async function walletRequest(options: Record<string, any>) {
  const { sheetRequest } = await import('../express/live-wallet.js');
  const shipping: Array<Record<string, any>> = Array.isArray(options.shippingOptions)
    ? options.shippingOptions
    : [];
  const request = sheetRequest(
    {
      businessName: String(options.total?.label ?? ''),
      merchantCountry: String(options.country ?? 'US'),
      currency: String(options.currency ?? 'usd'),
    },
    {
      amount: Number(options.total?.amount ?? 0),
      lineItems: (Array.isArray(options.displayItems) ? options.displayItems : []).map((item) => ({
        name: String(item.label ?? ''),
        amount: Number(item.amount ?? 0),
      })),
      shippingRates: shipping.map((o) => ({
        id: String(o.id),
        displayName: String(o.label),
        amount: Number(o.amount),
      })),
      emailRequired: options.requestPayerEmail === true,
      phoneNumberRequired: options.requestPayerPhone === true,
      shippingAddressRequired: options.requestShipping === true,
    },
  );
  return { ...request, requestPayerName: options.requestPayerName === true || request.requestPayerName };
}

async function provider(options: Record<string, any>) {
  const { liveWalletProvider } = await import('../express/live-wallet.js');
  return liveWalletProvider({
    businessName: String(options.total?.label ?? ''),
    merchantCountry: String(options.country ?? 'US'),
  });
}

/** canMakePayment() in live mode: what the browser's wallets say, within the domain's allowance. */
export async function liveCanMakePayment(
  ctx: ControllerContext,
  options: Record<string, any>,
  disabled: readonly unknown[],
): Promise<CanMakePayment | null> {
  const { liveBrowserWallets } = await import('../express/live-wallet.js');
  const domain = await domainWallets(ctx);
  const browser = await liveBrowserWallets(await provider(options), {
    businessName: String(options.total?.label ?? ''),
    merchantCountry: String(options.country ?? 'US'),
    currency: String(options.currency ?? 'usd'),
    amount: Number(options.total?.amount ?? 0),
  });
  const applePay = browser.applePay && domain.applePay && !disabled.includes('applePay');
  const googlePay = browser.googlePay && domain.googlePay && !disabled.includes('googlePay');
  return applePay || googlePay ? { applePay, googlePay, link: false } : null;
}

/** An address as the Payment Request API's events hand it to the page. */
const pageAddress = (name: string, address: ExpressAddress) => ({
  recipient: name,
  addressLine: [address.line1, address.line2].filter((line): line is string => Boolean(line)),
  city: address.city,
  region: address.state,
  postalCode: address.postal_code,
  country: address.country,
});

/** Opens the live wallet; resolves with the page's first event (a change, the payment, or the close). */
export async function showLivePaymentRequest(
  ctx: ControllerContext,
  options: Record<string, any>,
  wallet: 'applePay' | 'googlePay',
): Promise<Record<string, unknown>> {
  if (live.has(ctx))
    return { error: { type: 'invalid_request_error', message: 'A payment request is already showing.' } };
  const state: LiveShowing = { queue: [], waiter: null, answer: null, authorization: null };
  live.set(ctx, state);
  let current = { ...options };
  const wallets = await provider(options);
  // A change goes to the page's handlers; the wallet waits for their updateWith().
  const ask = (event: Record<string, unknown>, kind: 'address' | 'rate') =>
    new Promise<WalletSheetUpdate>((resolve) => {
      state.answer = (update) => {
        state.answer = null;
        if ((update.status ?? 'success') !== 'success') return resolve({ ok: false, error: kind });
        current = { ...current, ...update };
        void walletRequest(current).then((request) =>
          resolve({
            ok: true,
            total: request.total,
            displayItems: request.displayItems,
            shippingOptions: request.shippingOptions,
          }),
        );
      };
      deliver(state, event);
    });
  const handlers: WalletHandlers = {
    shippingAddressChange: (name, address) =>
      ask({ event: 'shippingaddresschange', shippingAddress: pageAddress(name, address) }, 'address'),
    shippingOptionChange: (id) => {
      const list: Array<Record<string, any>> = current.shippingOptions ?? [];
      return ask(
        { event: 'shippingoptionchange', shippingOption: list.find((o) => o.id === id) ?? { id } },
        'rate',
      );
    },
  };
  void (async () => {
    let authorization: WalletAuthorization | null = null;
    try {
      authorization = await wallets.show(wallet, await walletRequest(current), handlers);
    } catch (error) {
      console.error(`The wallet's sheet did not open: ${(error as Error).message}`);
    }
    if (!authorization) {
      live.delete(ctx);
      return deliver(state, {});
    }
    state.authorization = authorization;
    const { liveMethodData } = await import('../express/live-wallet.js');
    let made: Awaited<ReturnType<ControllerContext['api']['post']>> | null = null;
    try {
      made = await ctx.api.post('/v1/payment_methods', await liveMethodData(wallets, authorization));
    } catch (error) {
      console.error(`The wallet's card could not be read: ${(error as Error).message}`);
    }
    if (!made?.ok) {
      await authorization.complete('fail');
      live.delete(ctx);
      return deliver(state, {});
    }
    const list: Array<Record<string, any>> = current.shippingOptions ?? [];
    const option = list.find((o) => o.id === authorization.shippingOptionId);
    deliver(state, {
      paymentMethod: made.body,
      walletName: wallet,
      methodName: wallet === 'applePay' ? 'https://apple.com/apple-pay' : 'https://google.com/pay',
      payerName: authorization.payerName,
      payerEmail: authorization.payerEmail,
      payerPhone: authorization.payerPhone,
      ...(authorization.shipping
        ? { shippingAddress: pageAddress(authorization.shipping.name, authorization.shipping.address) }
        : {}),
      ...(option ? { shippingOption: option } : {}),
    });
  })();
  return next(state);
}

/** The page's abort() (or complete() never called): a paid sheet closes as failed. */
export async function abortLivePaymentRequest(ctx: ControllerContext): Promise<Record<string, unknown>> {
  const state = live.get(ctx);
  live.delete(ctx);
  if (state?.authorization) await state.authorization.complete('fail');
  if (state) deliver(state, {});
  return {};
}

/** The page's updateWith(): the wallet shows the new totals; resolves with the next event. */
export function updateLivePaymentRequest(
  ctx: ControllerContext,
  update: Record<string, any>,
): Promise<Record<string, unknown>> {
  const state = live.get(ctx);
  if (!state) return Promise.resolve({});
  state.answer?.(update);
  return next(state);
}

/** The page's complete(status): the wallet's sheet closes, successfully or not. */
export async function completeLivePaymentRequest(
  ctx: ControllerContext,
  status: unknown,
): Promise<Record<string, unknown>> {
  const state = live.get(ctx);
  live.delete(ctx);
  if (!state?.authorization) return {};
  const known = status === 'success' || status === 'invalid_shipping_address' ? status : 'fail';
  await state.authorization.complete(known);
  return { done: true };
}
