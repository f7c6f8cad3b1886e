import type { ExpressSheetOptions } from '@payframe/core/express';
import type { ExpressShippingRate, PresentedCurrency } from '@payframe/js/protocol';
import type { Approved, FlowContext } from './express-flow.js';
import { liveMethodData, sheetRequest } from './live-wallet.js';
import type * as SheetState from './sheet-state.js';
import type { SheetTotals } from './sheet-state.js';
import type {
  CardWallet,
  WalletAuthorization,
  WalletHandlers,
  WalletSheetUpdate,
} from './wallet-provider.js';

/**
 * Live mode's Apple Pay or Google Pay: the provider opens the browser's wallet with the
 * click's lines and rates; its address and option changes go to the merchant's handlers as
 * the test sheet's do; what the shopper authorized becomes the card's payment method data
 * (the provider's processor reads the wallet's token), handed to `approve` with the wallet's
 * sheet, which stays open until the confirm handler's payment settles. Nothing authorized:
 * the element is no longer busy and the merchant is told of the cancel. Loaded, with
 * live-wallet.ts, only when a live wallet opens.
 */
export async function runLiveWallet(
  ctx: FlowContext,
  method: CardWallet,
  options: ExpressSheetOptions,
  /**
   * The sheet's arithmetic, handed in by the flow: imported here, its module would be shared
   * by this lazy chunk and the frames' first load, and split out of their common chunk.
   */
  {
    applyResolve,
    readResolve,
    sheetTotal,
  }: Pick<typeof SheetState, 'applyResolve' | 'readResolve' | 'sheetTotal'>,
  presented: () => PresentedCurrency | null,
  approve: (live: WalletAuthorization, approved: Approved, details: Record<string, unknown>) => void,
): Promise<void> {
  const session = ctx.session();
  const provider = ctx.liveProvider();
  const { events } = ctx;
  if (!session || !provider) return ctx.onBusy(false);
  const rates = (options.shippingRates ?? []) as ExpressShippingRate[];
  let totals: SheetTotals = {
    lineItems: options.lineItems ?? [],
    shippingRates: rates,
    rateId: rates[0]?.id ?? null,
  };
  const describe = () =>
    sheetRequest(session, {
      amount: sheetTotal(totals, session.amount),
      lineItems: totals.lineItems,
      shippingRates: totals.shippingRates,
      emailRequired: options.emailRequired === true,
      phoneNumberRequired: options.phoneNumberRequired === true,
      shippingAddressRequired: options.shippingAddressRequired === true,
      businessName: options.business?.name,
      presentment: presented(),
    });
  const change = async (
    kind: 'address' | 'rate',
    data: Record<string, unknown>,
    rateId?: string,
  ): Promise<WalletSheetUpdate> => {
    const event = kind === 'address' ? 'shippingaddresschange' : 'shippingratechange';
    const answer = await events.ask(event, data);
    if ('timeout' in answer || !answer.ok) return { ok: false, error: kind };
    const base = rateId === undefined ? totals : { ...totals, rateId };
    totals = applyResolve(base, readResolve(event, answer.value));
    const next = describe();
    return {
      ok: true,
      total: next.total,
      displayItems: next.displayItems,
      shippingOptions: next.shippingOptions,
    };
  };
  const handlers: WalletHandlers = {
    shippingAddressChange: (name, address) => change('address', { name, address }),
    shippingOptionChange: (id) =>
      change('rate', { shippingRate: totals.shippingRates.find((r) => r.id === id) ?? { id } }, id),
  };
  let authorized: WalletAuthorization | null;
  try {
    authorized = await provider.show(method, describe(), handlers);
  } catch (error) {
    console.error(
      `The ${method === 'applePay' ? 'Apple Pay' : 'Google Pay'} sheet did not open: ${(error as Error).message}`,
    );
    authorized = null;
  }
  if (!authorized) {
    ctx.onBusy(false);
    events.tell('cancel', {});
    return;
  }
  let data: Record<string, unknown>;
  try {
    data = await liveMethodData(provider, authorized);
  } catch (error) {
    // The processor could not read the wallet's card: nothing to confirm.
    console.error((error as Error).message);
    await authorized.complete('fail');
    ctx.onBusy(false);
    events.tell('cancel', {});
    return;
  }
  const rate = totals.shippingRates.find((r) => r.id === authorized.shippingOptionId) ?? null;
  const shipping = authorized.shipping ?? undefined;
  approve(
    authorized,
    { type: 'card', data, ...(shipping ? { shipping } : {}) },
    {
      billingDetails: data.billing_details,
      ...(shipping ? { shippingAddress: shipping } : {}),
      ...(rate ? { shippingRate: rate } : {}),
    },
  );
}
