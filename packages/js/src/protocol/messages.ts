/**
 * Every message the merchant page, the controller frame and the element frames exchange, in
 * one discriminated union. Three channels:
 * - merchant page <-> controller frame (window.postMessage, origins checked on both ends);
 * - merchant page <-> element frames (window.postMessage, likewise);
 * - element frames <-> controller frame (a BroadcastChannel named by the controller id, so it
 *   stays inside the Payframe origin and never passes through the merchant page).
 * Card numbers, CVCs and IBANs only ever travel on the third channel.
 */

import type { Check } from './checks.js';
import type { LinkAction, LinkState } from './link.js';
import type {
  AppApprovalDisplay,
  BankLinkDisplay,
  DebitModalDisplay,
  ExpressSheetAction,
  ExpressSheetDisplay,
  ExpressSheetUpdate,
  LearnMoreDisplay,
  PresentedCurrency,
  QrCodeDisplay,
  VerifyChallengeDisplay,
} from './modal-displays.js';

/** The error shape Stripe.js resolves with: `{ error: { type, code?, message, ... } }`. */
export interface WireError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: Record<string, unknown>;
  setup_intent?: Record<string, unknown>;
  payment_method?: Record<string, unknown>;
}

/** The calls the merchant script hands to its controller frame. */
export const CONTROLLER_METHODS = [
  'confirmPayment',
  'confirmSetup',
  'submit',
  'createPaymentMethod',
  'createConfirmationToken',
  'handleNextAction',
  'retrieveIntent',
  'fetchUpdates',
  'confirmCardPayment',
  'confirmCardSetup',
  /** Stripe.js's confirm<Method>Payment / confirm<Method>Setup calls, by name. */
  'confirmMethod',
  'createToken',
  'createSource',
  'retrieveSource',
  'getValue',
  /** paymentRequest.show(): the test wallet sheet, then a card PaymentMethod. */
  'paymentRequestShow',
  /** Its updateWith() after a shipping change; resolves with the next change or the payment. */
  'paymentRequestUpdate',
  /** The paymentmethod event's complete(status): the sheet closes, or shows what to fix. */
  'paymentRequestComplete',
  /** paymentRequest.abort(): the sheet closes without a payment. */
  'paymentRequestAbort',
  /** paymentRequest.canMakePayment(): the wallets this browser and page may show. */
  'paymentRequestCanMakePayment',
  /** stripe.createEphemeralKeyNonce({ issuingCard }): the public nonce; the private one stays in the frames. */
  'createEphemeralKeyNonce',
] as const;

export type ControllerMethod = (typeof CONTROLLER_METHODS)[number];

/** An address as the Address Element hands it to the merchant page (no payment data in it). */
export interface AddressValue {
  name: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

/** What `change` tells the merchant page: never a card number, CVC or IBAN. */
export interface ChangePayload {
  elementType: string;
  complete: boolean;
  empty: boolean;
  collapsed?: boolean;
  /**
   * `{ type, payment_method? }` for the Payment Element, `{ postalCode }` for the card elements,
   * the address for the Address Element, the chosen bank's id for a bank select.
   */
  value?: Record<string, unknown> | AddressValue | string;
  brand?: string;
  /** The card elements' field error the shopper sees (validation_error, a core code and message). */
  error?: WireError;
  /** Address Element: its mode and whether the address is a new one (not a saved contact). */
  elementMode?: 'shipping' | 'billing';
  isNewAddress?: boolean;
  /** iban: the IBAN's country and, where the IBAN says it, its bank (never the IBAN itself). */
  country?: string;
  bankName?: string;
  /**
   * Payment Element: the billing country the shopper picked, when the form asks for one (the
   * page may then offer that country's currency). No other billing detail leaves the frame.
   */
  billingCountry?: string;
}

/** One BIN range of the card metadata call (co-badged cards answer one per network). */
export interface CardRange {
  account_range_low: string;
  account_range_high: string;
  pan_length: number;
  brand: string;
}

/** One address-lookup suggestion (GET /v1/elements/address_suggestions). */
export interface AddressSuggestion {
  id: string;
  description: string;
  address: {
    line1: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    country: string;
  };
}

/** The elements session as the element frames need it (no secrets beyond the client secret's intent view). */
export interface SessionState {
  paymentMethodTypes: string[];
  mode: 'payment' | 'setup';
  amount: number | null;
  currency: string | null;
  businessName: string;
  merchantCountry: string;
  livemode: boolean;
  /** The checked `elements()` options the frames render with. */
  appearance: unknown;
  fonts: unknown[];
  loader: 'auto' | 'always' | 'never';
  locale: string;
  /** `paymentMethodCreation: 'manual'` (the redirect wallets then cannot show). */
  paymentMethodCreation?: 'manual';
  /** The customer's saved methods, with a customer session client secret (docs/elements.md#entities, docs/elements.md#validation). */
  customer?: SavedCustomer;
  /**
   * Whether the account allows Apple Pay and Google Pay on the merchant page's domain (its
   * payment method domains; in test mode localhost and 127.0.0.1 need none). Absent until known.
   */
  walletDomain?: { applePay: boolean; googlePay: boolean };
  /**
   * The instant bank debit incentive the elements session offers on the Link wallet's bank
   * option (`link_settings.link_consumer_incentive`), in minor units; absent when none.
   */
  linkIncentive?: { amount: number; currency: string };
}

/** One saved card as the Payment Element lists it (never a full number). */
export interface SavedMethod {
  id: string;
  type: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  cvcCheck: string | null;
  /** The method's allow_redisplay: only one the session's filters show may become the default. */
  allowRedisplay: string;
  postalCode: string | null;
  country: string | null;
  /** As the API answers it: the change event reports it as `value.payment_method.billing_details`. */
  billingDetails: Record<string, unknown>;
}

export interface SavedCustomer {
  id: string;
  /** The customer session client secret: the credential of the saved-method calls. */
  apiKey: string;
  methods: SavedMethod[];
  defaultMethod: string | null;
  /** Features as the element applies them (only 'enabled' turns save and set-as-default on). */
  save: boolean;
  saveUsage: 'on_session' | 'off_session' | null;
  remove: boolean;
  update: boolean;
  setAsDefault: boolean;
  limit: number;
  filters: string[];
  /** The intent already sets setup_future_usage: no save box then. */
  intentSavesAlready: boolean;
}

/** One element frame's answer to a collect request. */
export interface CollectResult {
  component: string;
  /** The selected payment method type (payment element). */
  type: string | null;
  complete: boolean;
  /** `payment_method_data` for the selected method, when complete. Only ever on the BroadcastChannel. */
  paymentMethodData?: Record<string, unknown>;
  /** What the method's form puts in the confirmation's `payment_method_options` (BLIK's code). */
  paymentMethodOptions?: Record<string, unknown>;
  /** The selected method's mandate text was shown under its form: paying accepts it online. */
  mandateShown?: boolean;
  /** The first field error shown, when not complete. */
  error?: WireError;
  /** Address Element in shipping mode: the intent's `shipping`, when complete. */
  shipping?: Record<string, unknown>;
  /** Address Element: what getValue() resolves with. */
  address?: { complete: boolean; isNewAddress: boolean; value: AddressValue };
  /** Payment Element: billing is the shipping Address Element's name and address ("same as shipping"). */
  billingFromShipping?: boolean;
  /** A saved payment method chosen instead of new details, and its re-entered CVC if asked. */
  savedPaymentMethod?: string;
  cvc?: string;
  /** The "save payment details" box was ticked. */
  save?: boolean;
  /** The Express Checkout Element's wallet payment: it alone is paid with (other frames' fields are not read). */
  express?: boolean;
  /** Link: pay with a saved detail of the verified consumer, or sign up with the typed card. */
  link?: LinkChoice;
  /** The currency selector: the shopper pays in this currency at this locked FX quote. */
  presentment?: { currency: string; fxQuote: string };
}

/** A locked FX quote as the currency selector shows it: units of `toCurrency` per unit of each currency. */
export interface PresentmentQuote {
  id: string;
  toCurrency: string;
  /** When the rates stop holding (seconds since the epoch). */
  expiresAt: number;
  rates: Record<string, number>;
}

/**
 * What the Payment Element chose for Link (the controller acts on it when confirming): a saved
 * detail to share, or the opt-in's sign-up (the card itself is in `paymentMethodData`).
 */
export type LinkChoice =
  | { kind: 'saved'; paymentDetailsId: string }
  /** A logged-in consumer's new card, saved to their Link and paid with. */
  | { kind: 'addNew' }
  /** "Pay by bank": a bank account linked in the modal when paying, saved to Link and paid with. */
  | { kind: 'newBank' }
  | { kind: 'signUp'; email: string; phone: string; country: string; legalName?: string };

/**
 * What the merchant page receives (from its controller frame and its element frames). Its
 * payload checks are the merchant script's (page-checks.ts), kept apart so the script carries
 * only these.
 */
export interface PageMessages {
  // controller frame -> merchant page
  'controller/loaded': Record<string, never>;
  'controller/response': { result: Record<string, unknown> };
  'controller/show-challenge': { frameId: string };
  'controller/hide-challenge': { frameId: string };
  /** Only ever an http(s) URL: the page navigates its top window to it. */
  'controller/navigate': { url: string };
  'controller/session-error': { error: WireError };
  // element frame -> merchant page
  'element/loaded': Record<string, never>;
  /** The Express Checkout Element tells which of its buttons show (`availablePaymentMethods`). */
  'element/ready': { availablePaymentMethods?: Record<string, unknown> };
  /**
   * An element's event that the merchant answers (the Express Checkout Element's click,
   * shippingaddresschange, shippingratechange, confirm, cancel): `reply` names the answer
   * the page posts back as `element/reply` when the merchant calls resolve() or reject();
   * `data` names the element type.
   */
  'element/event': { event: string; data: Record<string, unknown>; reply: string };
  'element/height': { height: number };
  'element/change': ChangePayload;
  'element/focus': Record<string, never>;
  'element/blur': Record<string, never>;
  'element/escape': Record<string, never>;
  'element/loaderstart': Record<string, never>;
  'element/loaderror': { error: WireError };
}

/** What the frames receive: from the merchant page, and from each other on the group's channel. */
export interface FrameMessages {
  // merchant page -> controller frame
  'controller/init': {
    publishableKey: string;
    stripeAccount?: string;
    apiVersion: string;
    /** The raw `elements()` options, or null for a controller serving calls without elements. */
    elementsOptions: Record<string, unknown> | null;
  };
  'controller/request': { method: ControllerMethod; args: Record<string, unknown>; frameIds: string[] };
  'controller/elements-update': { options: Record<string, unknown> };
  // merchant page -> element frame
  'element/init': { elementType: string; options: Record<string, unknown> };
  'element/update': { options: Record<string, unknown> };
  'element/command': { command: 'focus' | 'blur' | 'clear' | 'collapse' };
  /** The merchant's resolve(value) (ok) or reject() of an `element/event` (no handler: resolved). */
  'element/reply': { reply: string; ok: boolean; value?: unknown };
  // element frames <-> controller frame (BroadcastChannel, Payframe origin only)
  /** `reload`: the frame changed the customer's saved methods; the session is fetched again. */
  'frame/hello': { component: string; reload?: boolean };
  'session/state': SessionState;
  'session/error': { error: WireError };
  'collect/request': { display: boolean };
  /** Address Element: its mode, told to the group (the Payment Element then skips billing fields it has). */
  'address/mode': { mode: 'shipping' | 'billing' | null };
  'address/suggest': { query: string; country: string };
  'address/suggestions': { query: string; suggestions: AddressSuggestion[] };
  'collect/response': CollectResult;
  'form/focus-error': Record<string, never>;
  'form/confirm-error': { error: WireError };
  /** The challenge page to show: an http(s) URL only. */
  'challenge/start': { url: string };
  'challenge/done': { status: string };
  'challenge/cancel': Record<string, never>;
  /** A QR code to show in the modal instead of a challenge page (WeChat Pay, PayNow, PromptPay). */
  'challenge/qr': QrCodeDisplay;
  /** A payment waiting for the shopper's banking app (BLIK), shown in the modal with a countdown. */
  'challenge/approval': AppApprovalDisplay;
  /** The bank-linking modal (collectBankAccountFor..., collectFinancialConnectionsAccounts). */
  'challenge/bank-link': BankLinkDisplay;
  /** The bank debit modal (confirmAcssDebit..., confirmBacsDebitSetup)... */
  'challenge/debit': DebitModalDisplay;
  /** ...and what the shopper accepted in it: the numbers they typed (none when the merchant passed them). */
  'challenge/debit-done': { details: Record<string, string> };
  /** The risk engine's captcha or card-image verification, answered in the modal. */
  'challenge/verify': VerifyChallengeDisplay;
  /** The messaging element asks its controller to open the "Learn more" modal of a method... */
  'messaging/learn-more': LearnMoreDisplay;
  /** ...which the controller hands to the modal's frame to draw instead of a page. */
  'challenge/learn-more': LearnMoreDisplay;
  // currency selector <-> controller: the shopper's currencies quoted against the intent's
  'currency/quote-request': { currencies: string[] };
  'currency/quote': { quote: PresentmentQuote | null; error?: WireError };
  /** The Payment Element to its group: the billing country the shopper picked (the selector follows it). */
  'billing/country': { country: string };
  /**
   * The currency selector to its group: the currency the shopper chose to pay in, the amount in
   * it, and the quote's rate (null for the merchant's own currency). The Payment Element hides
   * the methods that cannot pay in it; the express sheets show their totals in it.
   */
  'currency/chosen': PresentedCurrency;
  // split card frames -> controller: MOUNTED / UNMOUNTED, and the number's brand for the CVC frame
  'card/piece': { component: string; mounted: boolean; brand?: string };
  // element frames -> controller: a funnel step the shopper reached (the controller's logger cleans and sends it)
  'telemetry/event': { name: string; paymentMethodType?: string };
  // Express Checkout Element <-> controller <-> the wallet's test sheet (in the modal frame)
  /** The element asks the controller to open the wallet sheet in the modal... */
  'express/open-sheet': ExpressSheetDisplay;
  /** ...which the controller hands to the modal's frame to draw. */
  'challenge/express': ExpressSheetDisplay;
  /** The sheet to its element: the shopper's choices, the payment, or the sheet closed. */
  'express/sheet': ExpressSheetAction;
  /** The element fires confirm: confirming in it needs no elements.submit() first. */
  'express/confirming': Record<string, never>;
  /** The element to its sheet: the merchant's answer to a shipping change (new totals or a refusal). */
  'express/update': ExpressSheetUpdate;
  /** The controller to a sheet that waits after Pay: the merchant's complete(status). */
  'express/complete': { status: string };
  // card frames <-> controller: the networks of a number's BIN (co-badged cards)
  'card/bin-request': { binPrefix: string };
  'card/bin-ranges': { binPrefix: string; ranges: CardRange[] };
  // element frames <-> controller: the group's one Link session (packages/frames/src/controller/link-session.ts)
  /** A frame asks the Link session to act; the answer is the next `link/state`. */
  'link/action': LinkAction;
  /** The Link session as it is now, to the whole group, after every change and on hello. */
  'link/state': LinkState;
  /** To the frame that asked passkeyStart: what navigator.credentials.get takes (JSON). */
  'link/passkey-options': { options: Record<string, unknown> };
  /** To the frame that asked passkeyRegisterStart: what navigator.credentials.create takes (JSON). */
  'link/passkey-creation-options': { options: Record<string, unknown> };
  /** Controller -> every other controller of this origin (channel LINK_GROUPS_CHANNEL): a logout. */
  'link/logged-out': { email: string | null };
}

/** Every message; a new one goes in one of the two lists above, whose check tables then miss it. */
type Messages = PageMessages & FrameMessages;

export type PageMessageType = keyof PageMessages;
export type FrameMessageType = keyof FrameMessages;
export type MessageType = keyof Messages;
export type PayloadOf<T extends MessageType> = Messages[T];

/** One payload check per message type of a list: a type left without one does not compile. */
export type PayloadChecks<T extends MessageType> = { [K in T]-?: Check<PayloadOf<K>> };

/** The typed envelope every message travels in. */
export type Envelope<T extends MessageType = MessageType> = {
  [K in T]: {
    protocol: 'payframe/1';
    type: K;
    controllerId: string;
    /** The element frame the message comes from or is meant for. */
    frameId?: string;
    /** Pairs a response with its request. */
    requestId?: string;
    payload: Messages[K];
  };
}[T];
