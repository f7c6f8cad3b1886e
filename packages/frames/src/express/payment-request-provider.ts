import { currencyDecimals, toMajorUnits } from '@payframe/core/currencies';
import type { ExpressAddress } from '@payframe/js/protocol';
import type {
  CardWallet,
  WalletAuthorization,
  WalletHandlers,
  WalletLine,
  WalletMerchant,
  WalletProcessor,
  WalletProvider,
  WalletSheetRequest,
  WalletSheetUpdate,
} from './wallet-provider.js';

/** The Payment Request API's payment method identifiers of the card wallets. */
export const WALLET_METHODS: Record<CardWallet, string> = {
  googlePay: 'https://google.com/pay',
  applePay: 'https://apple.com/apple-pay',
};

interface BrowserWindow {
  PaymentRequest?: typeof PaymentRequest;
  ApplePaySession?: { canMakePayments?: () => boolean };
}

/** An amount as the Payment Request API takes it: a decimal string in the major unit. */
function money(amount: number, currency: string) {
  return {
    currency: currency.toUpperCase(),
    value: toMajorUnits(amount, currency).toFixed(currencyDecimals(currency)),
  };
}

function line(item: WalletLine, currency: string) {
  return { label: item.label, amount: money(item.amount, currency) };
}

/** The sheet's totals and options (the first option selected, as the wallets show it). */
export function requestDetails(
  request: Pick<WalletSheetRequest, 'currency' | 'total' | 'displayItems' | 'shippingOptions'>,
  selected?: string | null,
) {
  const { currency } = request;
  const chosen = request.shippingOptions.some((o) => o.id === selected)
    ? selected
    : request.shippingOptions[0]?.id;
  return {
    total: line(request.total, currency),
    displayItems: request.displayItems.map((item) => line(item, currency)),
    shippingOptions: request.shippingOptions.map((o) => ({
      id: o.id,
      label: o.label,
      amount: money(o.amount, currency),
      selected: o.id === chosen,
    })),
  };
}

/** An address of the Payment Request API in the Express Checkout Element's fields. */
export function fromPaymentAddress(address: PaymentAddressLike | null | undefined): ExpressAddress | null {
  if (!address) return null;
  const lines = address.addressLine ?? [];
  return {
    line1: lines[0] ?? '',
    line2: lines[1] ?? null,
    city: address.city ?? '',
    state: address.region ?? '',
    postal_code: address.postalCode ?? '',
    country: address.country ?? '',
  };
}

interface PaymentAddressLike {
  recipient?: string;
  addressLine?: readonly string[];
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

/**
 * The live wallets through the browser's Payment Request API, run in the frame that shows the
 * button: Google Pay (`https://google.com/pay`) and Apple Pay (`https://apple.com/apple-pay`,
 * Safari's, whose merchant validation the processor answers). Apple Pay also needs Apple Pay JS
 * to say the device can pay (`ApplePaySession.canMakePayments()`). What the wallet returns is
 * handed to the processor untouched.
 */
export function paymentRequestProvider(
  processor: WalletProcessor,
  merchant: WalletMerchant,
  win: Window = window,
): WalletProvider {
  const browser = win as unknown as BrowserWindow;
  const build = (wallet: CardWallet, request: WalletSheetRequest): PaymentRequest => {
    const Request = browser.PaymentRequest;
    if (!Request) throw new Error('This browser has no Payment Request API.');
    return new Request(
      [{ supportedMethods: WALLET_METHODS[wallet], data: processor.methodData(wallet, merchant, request) }],
      requestDetails(request),
      {
        requestPayerName: request.requestPayerName,
        requestPayerEmail: request.requestPayerEmail,
        requestPayerPhone: request.requestPayerPhone,
        requestShipping: request.requestShipping,
      },
    );
  };
  return {
    async canMakePayment(wallet, request) {
      if (!browser.PaymentRequest) return false;
      try {
        if (wallet === 'applePay' && browser.ApplePaySession?.canMakePayments?.() !== true) return false;
        return await build(wallet, request).canMakePayment();
      } catch {
        return false;
      }
    },
    async show(wallet, request, handlers) {
      const payment = build(wallet, request);
      wireEvents(payment, wallet, request, processor, handlers);
      let response: PaymentResponse;
      try {
        response = await payment.show();
      } catch (error) {
        // The shopper closed the sheet; anything else is the browser refusing to open it.
        if ((error as Error).name === 'AbortError') return null;
        throw error;
      }
      return authorization(wallet, response);
    },
    paymentMethodData: (authorized) => processor.paymentMethodData(authorized),
  };
}

/** Address and option changes go to the merchant's handlers; Apple Pay validates the merchant. */
function wireEvents(
  payment: PaymentRequest,
  wallet: CardWallet,
  request: WalletSheetRequest,
  processor: WalletProcessor,
  handlers: WalletHandlers,
): void {
  let current = request;
  const answer = (update: Promise<WalletSheetUpdate>) =>
    update.then((result) => {
      if (!result.ok)
        return {
          ...requestDetails(current, payment.shippingOption),
          error: result.error === 'address' ? 'This address cannot be used.' : 'This option cannot be used.',
        };
      current = { ...current, ...result };
      return requestDetails(current, payment.shippingOption);
    });
  payment.addEventListener('shippingaddresschange', (event) => {
    const given = payment.shippingAddress as PaymentAddressLike | null;
    const address = fromPaymentAddress(given);
    if (!address) return;
    // Before the shopper pays the wallets give no street lines: a shipping cost needs none.
    const { city, state, postal_code, country } = address;
    (event as PaymentRequestUpdateEvent).updateWith(
      answer(handlers.shippingAddressChange(given?.recipient ?? '', { city, state, postal_code, country })),
    );
  });
  payment.addEventListener('shippingoptionchange', (event) => {
    (event as PaymentRequestUpdateEvent).updateWith(
      answer(handlers.shippingOptionChange(payment.shippingOption ?? '')),
    );
  });
  if (wallet === 'applePay')
    payment.addEventListener('merchantvalidation', (event) => {
      const validation = event as Event & {
        validationURL: string;
        complete(session: Promise<unknown>): void;
      };
      validation.complete(processor.validateMerchant(validation.validationURL));
    });
}

function authorization(wallet: CardWallet, response: PaymentResponse): WalletAuthorization {
  const shipping = response.shippingAddress as PaymentAddressLike | null;
  const address = fromPaymentAddress(shipping);
  return {
    wallet,
    paymentData: response.details,
    payerName: response.payerName ?? null,
    payerEmail: response.payerEmail ?? null,
    payerPhone: response.payerPhone ?? null,
    billingAddress: billingAddressOf(wallet, response.details),
    shipping: address ? { name: shipping?.recipient ?? response.payerName ?? '', address } : null,
    shippingOptionId: response.shippingOption ?? null,
    complete: (status) => response.complete(status === 'success' ? 'success' : 'fail'),
  };
}

/** The card's billing address in each wallet's own fields (Google Pay's info, Apple Pay's contact). */
export function billingAddressOf(wallet: CardWallet, details: unknown): ExpressAddress | null {
  const data = details as Record<string, any> | null;
  if (wallet === 'googlePay') {
    const a = data?.paymentMethodData?.info?.billingAddress;
    if (!a) return null;
    return {
      line1: a.address1 ?? '',
      line2: a.address2 || null,
      city: a.locality ?? '',
      state: a.administrativeArea ?? '',
      postal_code: a.postalCode ?? '',
      country: a.countryCode ?? '',
    };
  }
  const c = data?.billingContact;
  if (!c) return null;
  return {
    line1: c.addressLines?.[0] ?? '',
    line2: c.addressLines?.[1] ?? null,
    city: c.locality ?? '',
    state: c.administrativeArea ?? '',
    postal_code: c.postalCode ?? '',
    country: (c.countryCode ?? '').toUpperCase(),
  };
}
