/**
 * What the controller hands the modal frame to show in its lazily loaded panels: a QR code, the
 * wait for a banking app, a buy now, pay later plan, a wallet's test sheet (and the sheet's
 * answers back).
 */

/**
 * What the QR modal shows: the code's content, the method (its type), the amount, when the
 * code expires (unix seconds) if it does, and the locale of the texts.
 */
export interface QrCodeDisplay {
  method: string;
  data: string;
  amount: number;
  currency: string;
  expiresAt: number | null;
  locale: string;
}

/** A line of the wallet sheet, as the merchant gives it (`lineItems`). */
export interface ExpressLineItem {
  name: string;
  amount: number;
}

/** A shipping rate the shopper may choose (`shippingRates`). */
export interface ExpressShippingRate {
  id: string;
  displayName: string;
  amount: number;
  deliveryEstimate?: unknown;
}

/** What the wallet's test sheet shows and asks for. */
export interface ExpressSheetDisplay {
  /** The button the shopper pressed: googlePay or applePay. */
  wallet: string;
  /** The element frame the sheet talks to. */
  elementFrameId: string;
  amount: number;
  currency: string;
  businessName: string;
  locale: string;
  lineItems: ExpressLineItem[];
  shippingRates: ExpressShippingRate[];
  emailRequired: boolean;
  phoneNumberRequired: boolean;
  shippingAddressRequired: boolean;
  allowedShippingCountries: string[] | null;
  /**
   * After Pay the sheet stays open, processing, until the merchant's complete(status) arrives
   * (paymentRequest's paymentmethod event); without it Pay closes the sheet at once.
   */
  awaitCompletion?: boolean;
  /** The currency the shopper chose in the currency selector, its amounts converted at this rate. */
  presentment?: PresentedCurrency | null;
}

/** A currency the shopper pays in other than the merchant's (the currency selector's choice). */
export interface PresentedCurrency {
  currency: string;
  amount: number;
  exchangeRate: number | null;
}

/** The sheet's address, as the events hand it to the merchant (partial until paid). */
export interface ExpressAddress {
  line1?: string;
  line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export type ExpressSheetAction =
  | { kind: 'address'; name: string; address: ExpressAddress }
  | { kind: 'rate'; rateId: string }
  | {
      kind: 'pay';
      /** The test wallet's tokenized card: a test token of the wallet. */
      token: string;
      billingDetails: Record<string, unknown>;
      shippingAddress: { name: string; address: ExpressAddress } | null;
      shippingRateId: string | null;
      /** Link's sheet: the saved card (payment details id) the shopper chose. */
      linkPaymentDetails?: string;
    }
  | { kind: 'cancel' };

export interface ExpressSheetUpdate {
  ok: boolean;
  amount: number;
  lineItems: ExpressLineItem[];
  shippingRates: ExpressShippingRate[];
  /** The merchant refused the address or rate: the message the sheet shows. */
  error?: string;
}

/**
 * What the modal shows while the shopper approves a payment in their banking app (BLIK): the
 * method, the amount, until when they can approve it (unix seconds), and the locale.
 */
export interface AppApprovalDisplay {
  method: string;
  amount: number;
  currency: string;
  expiresAt: number;
  locale: string;
}

/**
 * What the messaging element's "Learn more" modal explains: a buy now, pay later method's plan
 * for a price (its type, the amount in the smallest currency unit), in the element's locale.
 */
export interface LearnMoreDisplay {
  method: string;
  amount: number;
  currency: string;
  locale: string;
}

/**
 * The bank-linking modal: the session it links in (its client secret, the only credential the
 * panel holds, with the publishable key it calls the API with), whether typing the account in
 * is offered (a session for an intent), the merchant's name and the texts' locale.
 */
export interface BankLinkDisplay {
  sessionSecret: string;
  publishableKey: string;
  apiVersion: string;
  manualEntry: boolean;
  businessName: string;
  locale: string;
}

/**
 * The bank debit modal of `confirmAcssDebitPayment` / `Setup` and `confirmBacsDebitSetup`: the
 * account's numbers typed in (when the merchant passed none), then the agreement the shopper
 * accepts (a PAD agreement with the merchant's mandate options; a Bacs Direct Debit
 * Instruction with the Direct Debit Guarantee). `account` shows what is known of numbers the
 * merchant passed (masked); `mandate: false` when the merchant shows the agreement itself.
 */
export interface DebitModalDisplay {
  type: 'acss_debit' | 'bacs_debit';
  collect: boolean;
  mandate: boolean;
  businessName: string;
  locale: string;
  /** The payment's amount in the currency's smallest unit; null for a set-up. */
  amount: number | null;
  currency: string | null;
  holder: { name: string; email: string; address: string };
  account: { bank: string; last4: string } | null;
  mandateOptions: { paymentSchedule: string; transactionType: string; intervalDescription: string } | null;
}

/**
 * A challenge the risk engine asked for before the card is sent (docs/radar.md#challenges),
 * drawn in the modal: a captcha the shopper starts with a checkbox (`captcha`: the provider,
 * its site key and, for the built-in proof of work, the signed puzzle), or the card's last
 * digits (or a picture of the card, in test mode) confirmed (`card_image`). The modal answers
 * the server itself with the client secret, then tells the controller it is done.
 */
export interface VerifyChallengeDisplay {
  kind: 'captcha' | 'card_image';
  publishableKey: string;
  apiVersion: string;
  clientSecret: string;
  locale: string;
  provider: string | null;
  siteKey: string | null;
  rqdata: string | null;
  difficulty: number | null;
  /**
   * hCaptcha's or Turnstile's script, whose visible widget the modal shows; absent or null for the
   * built-in captcha. Checked where it is used, in the captcha panel loaded only when it shows
   * (every frame carries the message checks, so they stay as small as they can).
   */
  scriptUrl?: string | null;
  /** The API path the answer goes to (verify_challenge, or the card-image verify URL's path). */
  verifyPath: string;
  /** Card image: where giving up goes. */
  cancelPath: string | null;
  brand: string | null;
  livemode: boolean;
}
