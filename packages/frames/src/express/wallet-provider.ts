import type { ExpressAddress } from '@payframe/js/protocol';

/**
 * Live-mode Apple Pay and Google Pay (docs/elements.md#live-wallets). In test mode the Payframe
 * test sheet stands in for the wallets; in live mode the browser's own wallet opens, inside the
 * frame that shows the button (the merchant page never sees what the wallet hands over). Two
 * parts are pluggable:
 * - the WalletProvider asks the browser (Payment Request API, Apple Pay JS) whether it can pay
 *   and shows its sheet;
 * - the WalletProcessor says which processor the wallet encrypts the card for, and turns what
 *   the wallet authorized into the card payment method's data the API takes.
 */
export type CardWallet = 'applePay' | 'googlePay';

/** An amount line of the wallet's sheet, in the currency's smallest unit. */
export interface WalletLine {
  label: string;
  amount: number;
}

export interface WalletShippingOption {
  id: string;
  label: string;
  amount: number;
  detail?: string;
}

/** What the wallet's sheet shows and asks for. */
export interface WalletSheetRequest {
  /** The merchant's country (ISO 3166-1 alpha-2) and the payment's currency (lowercase). */
  country: string;
  currency: string;
  total: WalletLine;
  displayItems: WalletLine[];
  shippingOptions: WalletShippingOption[];
  requestPayerName: boolean;
  requestPayerEmail: boolean;
  requestPayerPhone: boolean;
  requestShipping: boolean;
}

/** The merchant's answer to an address or option change: the new totals, or a refusal. */
export type WalletSheetUpdate =
  | {
      ok: true;
      total: WalletLine;
      displayItems: WalletLine[];
      shippingOptions: WalletShippingOption[];
    }
  | { ok: false; error: 'address' | 'rate' };

export interface WalletHandlers {
  /** The shopper's address (without its street lines, as the wallets give it before paying). */
  shippingAddressChange(name: string, address: ExpressAddress): Promise<WalletSheetUpdate>;
  shippingOptionChange(id: string): Promise<WalletSheetUpdate>;
}

/** How the sheet closes after a payment: Stripe.js's complete() statuses. */
export type WalletCompletion = 'success' | 'fail' | 'invalid_shipping_address';

/** What the shopper authorized in the wallet's sheet. */
export interface WalletAuthorization {
  wallet: CardWallet;
  /**
   * The wallet's payment data as the browser handed it over (Google Pay's PaymentData, Apple
   * Pay's ApplePayPayment): opaque here, for the processor to read.
   */
  paymentData: unknown;
  payerName: string | null;
  payerEmail: string | null;
  payerPhone: string | null;
  billingAddress: ExpressAddress | null;
  shipping: { name: string; address: ExpressAddress } | null;
  shippingOptionId: string | null;
  /** Closes the wallet's sheet once the payment is settled. */
  complete(status: WalletCompletion): Promise<void>;
}

export interface WalletProvider {
  /** Whether this browser can pay with the wallet now (asked as the buttons load). */
  canMakePayment(wallet: CardWallet, request: WalletSheetRequest): Promise<boolean>;
  /**
   * Opens the wallet's sheet (call it while the shopper's press still counts as a user gesture);
   * resolves with what the shopper authorized, or null when the sheet was closed without paying.
   */
  show(
    wallet: CardWallet,
    request: WalletSheetRequest,
    handlers: WalletHandlers,
  ): Promise<WalletAuthorization | null>;
  /**
   * The card payment method's data (`{ type: 'card', card: { token } }`) from what the shopper
   * authorized; throws a WalletProcessorError when it cannot be read.
   */
  paymentMethodData(authorization: WalletAuthorization): Promise<Record<string, unknown>>;
}

/** The merchant's name and country, as the wallets show them and the processors want them. */
export interface WalletMerchant {
  name: string;
  country: string;
}

export interface WalletProcessor {
  /**
   * The wallet's payment method data naming this processor: Google Pay's
   * `tokenizationSpecification` and merchant info, Apple Pay's `merchantIdentifier`.
   */
  methodData(
    wallet: CardWallet,
    merchant: WalletMerchant,
    request: WalletSheetRequest,
  ): Record<string, unknown>;
  /** Apple Pay's merchant validation: the session object the processor's server got from Apple. */
  validateMerchant(validationURL: string): Promise<unknown>;
  /**
   * The card payment method's data (`{ type: 'card', card: { token } }`) from what the wallet
   * authorized; throws a WalletProcessorError when it cannot read it.
   */
  paymentMethodData(authorization: WalletAuthorization): Promise<Record<string, unknown>>;
}

/** A wallet payment the processor could not turn into a payment method. */
export class WalletProcessorError extends Error {}

let provider: WalletProvider | null = null;

/**
 * Replaces the live wallets (a Payframe build that drives another processor or wallet SDK
 * calls this in the frames' entry). Null restores the browser's Payment Request API.
 */
export function setWalletProvider(next: WalletProvider | null): void {
  provider = next;
}

/** The provider set with setWalletProvider, if any. */
export function customWalletProvider(): WalletProvider | null {
  return provider;
}
