import type {
  ExpressCheckoutOptions,
  ExpressPaymentMethod,
  ExpressSheetOptions,
} from '@payframe/core/express';
import type {
  CollectResult,
  Envelope,
  ExpressSheetAction,
  ExpressShippingRate,
  FrameMessageType,
  LinkChoice,
  PresentedCurrency,
  SessionState,
} from '@payframe/js/protocol';
import type { GroupChannel } from '../bridge/channel.js';
import { EXPRESS_PAYMENT_TYPES, METHOD_TYPES } from './availability.js';
import { CLICK_RESOLVE_MS, type PageEvents } from './page-events.js';
import { applyResolve, readResolve, type SheetTotals, sheetTotal } from './sheet-state.js';
import type { CardWallet, WalletAuthorization, WalletProvider } from './wallet-provider.js';

/** The payment the shopper approved, handed to the controller when the merchant confirms. */
export interface Approved {
  type: string;
  data: Record<string, unknown>;
  shipping?: Record<string, unknown>;
  /** Link: the saved card the controller shares when the merchant confirms. */
  link?: LinkChoice;
}

export interface FlowContext {
  channel: GroupChannel;
  events: PageEvents;
  frameId: string;
  locale: string;
  options(): ExpressCheckoutOptions | null;
  session(): SessionState | null;
  onBusy(busy: boolean): void;
  /** Live mode's wallets (the browser's, or the one plugged in); test mode opens the test sheet. */
  liveProvider(): WalletProvider | null;
}

export const CLICK_TIMEOUT_MESSAGE =
  'The click event handler did not call event.resolve() within 1 second, so the payment interface was not shown.';

/**
 * The Express Checkout Element's `paymentFailed({ reason })` as the sheet's status: an address
 * the merchant cannot serve is the shipping address to change; anything else failed.
 */
export function failedReason(value: unknown): string {
  const reason = (value as { reason?: unknown } | null | undefined)?.reason;
  return reason === 'invalid_shipping_address' || reason === 'address_unserviceable'
    ? 'invalid_shipping_address'
    : 'fail';
}

/**
 * One press of a button, from the merchant's click handler to the approved payment:
 * - click: the handler must resolve within a second (it may pass line items, rates and what
 *   the sheet asks for); reject() or no answer opens nothing;
 * - Apple Pay and Google Pay: the controller opens the test sheet, whose address and rate
 *   changes go to the merchant's handlers and whose totals follow their answers;
 * - paying (the sheet's Pay, or at once for the redirect wallets) fires confirm, in which the
 *   merchant calls confirmPayment: the controller then collects this payment from the frame.
 */
export class ExpressFlow {
  private sheet: { method: ExpressPaymentMethod; totals: SheetTotals; options: ExpressSheetOptions } | null =
    null;
  private approved: Approved | null = null;
  /** A live wallet's sheet, open until the merchant's confirm settles the payment. */
  private live: WalletAuthorization | null = null;
  private presented: PresentedCurrency | null = null;

  constructor(private readonly ctx: FlowContext) {}

  async start(method: ExpressPaymentMethod): Promise<void> {
    const { events } = this.ctx;
    this.ctx.onBusy(true);
    const expressPaymentType = EXPRESS_PAYMENT_TYPES[method];
    const click = await events.ask('click', { expressPaymentType }, CLICK_RESOLVE_MS);
    if ('timeout' in click) {
      console.error(CLICK_TIMEOUT_MESSAGE);
      this.ctx.onBusy(false);
      return;
    }
    if (!click.ok) {
      this.ctx.onBusy(false);
      return;
    }
    const sheetOptions = { ...this.ctx.options()?.sheet, ...readResolve('click', click.value) };
    if (method === 'applePay' || method === 'googlePay') {
      // Live mode: the browser's own wallet, opened here while the press is still a user gesture.
      if (this.ctx.session()?.livemode) return this.runLive(method, sheetOptions);
      this.openSheet(method, sheetOptions);
      return;
    }
    // Link signs the shopper in and pays with a card saved there: its own sheet.
    if (method === 'link') {
      this.openSheet(method, sheetOptions);
      return;
    }
    // Klarna lends against the shopper's e-mail and address: the sheet asks for them first.
    if (method === 'klarna') {
      this.openSheet(method, { ...sheetOptions, emailRequired: true });
      return;
    }
    // The redirect wallets authorize on their own page, after confirmPayment.
    this.approve(method, { type: METHOD_TYPES[method], data: { type: METHOD_TYPES[method] } }, {});
  }

  private openSheet(
    method: 'applePay' | 'googlePay' | 'klarna' | 'link',
    options: ExpressSheetOptions,
  ): void {
    const session = this.ctx.session();
    const rates = (options.shippingRates ?? []) as ExpressShippingRate[];
    const totals: SheetTotals = {
      lineItems: options.lineItems ?? [],
      shippingRates: rates,
      rateId: rates[0]?.id ?? null,
    };
    this.sheet = { method, totals, options };
    this.ctx.channel.send('express/open-sheet', {
      wallet: method,
      elementFrameId: this.ctx.frameId,
      amount: sheetTotal(totals, session?.amount ?? null),
      currency: session?.currency ?? 'usd',
      businessName: options.business?.name ?? session?.businessName ?? '',
      locale: this.ctx.locale,
      lineItems: totals.lineItems,
      shippingRates: totals.shippingRates,
      emailRequired: options.emailRequired === true,
      phoneNumberRequired: options.phoneNumberRequired === true,
      shippingAddressRequired: options.shippingAddressRequired === true || rates.length > 0,
      allowedShippingCountries: options.allowedShippingCountries ?? null,
      presentment: this.presented,
      // The card wallets' sheet waits, processing, for the confirm handler's payment; Klarna's
      // closes at once for its own page.
      awaitCompletion: method !== 'klarna',
    });
  }

  /** Messages of the group: the sheet's actions for this frame, and the controller's collect. */
  receive(message: Envelope<FrameMessageType>): void {
    // The group's currency selector: the sheets show their totals in the currency chosen there.
    if (message.type === 'currency/chosen')
      this.presented = message.payload.exchangeRate === null ? null : message.payload;
    if (message.type === 'express/sheet' && message.frameId === this.ctx.frameId)
      void this.onSheet(message.payload);
    // The controller's word on the confirm handler's payment closes the live wallet's sheet.
    if (message.type === 'express/complete' && message.frameId === this.ctx.frameId && this.live) {
      const live = this.live;
      this.live = null;
      void live.complete(message.payload.status === 'success' ? 'success' : 'fail');
    }
    if (message.type === 'collect/request' && message.requestId) {
      this.ctx.channel.send('collect/response', this.collected(), { requestId: message.requestId });
    }
  }

  /** The approved payment, once: a later confirm starts from a new press. */
  private collected(): CollectResult {
    const approved = this.approved;
    this.approved = null;
    if (!approved) return { component: 'expressCheckout', type: null, complete: true };
    return {
      component: 'expressCheckout',
      type: approved.type,
      complete: true,
      express: true,
      paymentMethodData: approved.data,
      ...(approved.shipping ? { shipping: approved.shipping } : {}),
      ...(approved.link ? { link: approved.link } : {}),
    };
  }

  private async onSheet(action: ExpressSheetAction): Promise<void> {
    const sheet = this.sheet;
    if (!sheet) return;
    const { events, channel } = this.ctx;
    if (action.kind === 'cancel') {
      this.sheet = null;
      this.ctx.onBusy(false);
      events.tell('cancel', {});
      return;
    }
    if (action.kind === 'address' || action.kind === 'rate') {
      const event = action.kind === 'address' ? 'shippingaddresschange' : 'shippingratechange';
      const rate = sheet.totals.shippingRates.find(
        (r) => r.id === (action.kind === 'rate' ? action.rateId : ''),
      );
      const data =
        action.kind === 'address'
          ? { name: action.name, address: action.address }
          : { shippingRate: rate ?? { id: action.rateId } };
      const answer = await events.ask(event, data);
      const ok = !('timeout' in answer) && answer.ok;
      if (ok) {
        const next = applyResolve(
          action.kind === 'rate' ? { ...sheet.totals, rateId: action.rateId } : sheet.totals,
          readResolve(event, answer.value),
        );
        sheet.totals = next;
      }
      channel.send('express/update', {
        ok,
        amount: sheetTotal(sheet.totals, this.ctx.session()?.amount ?? null),
        lineItems: sheet.totals.lineItems,
        shippingRates: sheet.totals.shippingRates,
        ...(ok ? {} : { error: action.kind }),
      });
      return;
    }
    // Pay: a card from the test wallet, tokenized as the wallet would.
    const rate = sheet.totals.shippingRates.find((r) => r.id === action.shippingRateId) ?? null;
    const shipping = action.shippingAddress
      ? { name: action.shippingAddress.name, address: action.shippingAddress.address }
      : undefined;
    // A card wallet's sheet stays open until the payment settles: the shopper may pay again.
    if (sheet.method === 'klarna') this.sheet = null;
    // Link: the chosen saved card, shared by the controller when the merchant confirms.
    if (sheet.method === 'link') {
      const id = action.linkPaymentDetails ?? '';
      const data = { type: 'card', billing_details: action.billingDetails };
      this.approve(
        'link',
        { type: 'card', data, link: { kind: 'saved', paymentDetailsId: id } },
        { billingDetails: action.billingDetails },
      );
      return;
    }
    // Klarna's details go with the redirect; the card wallets hand over their tokenized card.
    const data =
      sheet.method === 'klarna'
        ? { type: 'klarna', billing_details: action.billingDetails }
        : { type: 'card', card: { token: action.token }, billing_details: action.billingDetails };
    this.approve(
      sheet.method,
      { type: data.type, data, shipping },
      {
        billingDetails: action.billingDetails,
        ...(action.shippingAddress ? { shippingAddress: action.shippingAddress } : {}),
        ...(rate ? { shippingRate: rate } : {}),
      },
    );
  }

  /** Holds the payment for the controller and fires confirm, where the merchant calls confirmPayment. */
  private approve(method: ExpressPaymentMethod, approved: Approved, details: Record<string, unknown>): void {
    this.approved = approved;
    // Confirming inside the confirm event needs no elements.submit() first.
    this.ctx.channel.send('express/confirming', {});
    const confirm = {
      expressPaymentType: EXPRESS_PAYMENT_TYPES[method],
      paymentMethodType: method === 'link' ? 'link' : approved.type,
      ...details,
    };
    // paymentFailed({ reason }) shows the failure in a card wallet's sheet, still open.
    void this.ctx.events.ask('confirm', confirm).then((answer) => {
      if ('timeout' in answer || answer.ok || !['applePay', 'googlePay', 'link'].includes(method)) return;
      const status = failedReason(answer.value);
      const live = this.live;
      this.live = null;
      if (live) void live.complete(status === 'fail' ? 'fail' : 'invalid_shipping_address');
      else this.ctx.channel.send('express/complete', { status });
    });
    this.ctx.onBusy(false);
  }

  /** Live mode's Apple Pay or Google Pay: the browser's wallet, its sheet open until the payment settles. */
  private async runLive(method: CardWallet, options: ExpressSheetOptions): Promise<void> {
    if (!this.ctx.session() || !this.ctx.liveProvider()) return this.ctx.onBusy(false);
    // Loaded here: test mode (and most pages) never run a live wallet.
    const { runLiveWallet } = await import('./live-flow.js');
    const sheet = { applyResolve, readResolve, sheetTotal };
    await runLiveWallet(
      this.ctx,
      method,
      options,
      sheet,
      () => this.presented,
      (live, approved, details) => {
        this.live = live;
        this.approve(method, approved, details);
      },
    );
  }
}
