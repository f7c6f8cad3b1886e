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
import type { ControllerMethod } from './controller-methods.js';
import type { LinkAction, LinkState } from './link.js';
import type {
  AddressSuggestion,
  CardRange,
  ChangePayload,
  CollectResult,
  PresentmentQuote,
  WireError,
} from './message-payloads.js';
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
import type { SessionState } from './session-state.js';

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
  /** The controller has started listening: frames that said hello before it did say it again. */
  'controller/listening': Record<string, never>;
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
