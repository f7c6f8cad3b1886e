import { obj, oneOf, opt, str } from './checks.js';

/** The components a Payframe frame can render, named in its URL hash. */
export const FRAME_COMPONENTS = [
  'controller',
  'payment',
  'card',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'postalCode',
  'address',
  'linkAuthentication',
  'expressCheckout',
  'paymentRequestButton',
  'challenge',
  'paymentMethodMessaging',
  'iban',
  'idealBank',
  'p24Bank',
  'epsBank',
  'fpxBank',
  'netbankingBank',
  'auBankAccount',
  'issuingCardNumberDisplay',
  'issuingCardCvcDisplay',
  'issuingCardExpiryDisplay',
  'issuingCardPinDisplay',
  'issuingCardCopyButton',
  'currencySelector',
] as const;

export type FrameComponent = (typeof FRAME_COMPONENTS)[number];

/** What a frame learns from its URL: who it is and which page it may talk to. */
export interface FrameHash {
  component: FrameComponent;
  controllerId: string;
  frameId: string;
  parentOrigin: string;
  apiVersion: string;
  locale: string;
  /** The elements' `loader` option, so an element frame knows it before its session arrives. */
  loader?: FrameLoader;
}

export const FRAME_LOADERS = ['auto', 'always', 'never'] as const;
export type FrameLoader = (typeof FRAME_LOADERS)[number];

/** The card element and the split card elements: one code chunk and one document, and no elements session. */
export const CARD_FAMILY: readonly FrameComponent[] = [
  'card',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'postalCode',
];

/** The standalone bank elements: one frame document (bank.html), no elements session needed. */
export const BANK_FAMILY = [
  'iban',
  'idealBank',
  'p24Bank',
  'epsBank',
  'fpxBank',
  'netbankingBank',
  'auBankAccount',
] as const;
export type BankComponent = (typeof BANK_FAMILY)[number];

/** The issuing card display elements: one frame document (issuingCard.html), no elements session. */
export const ISSUING_FAMILY = [
  'issuingCardNumberDisplay',
  'issuingCardCvcDisplay',
  'issuingCardExpiryDisplay',
  'issuingCardPinDisplay',
  'issuingCardCopyButton',
] as const;
export type IssuingComponent = (typeof ISSUING_FAMILY)[number];

/** The elements `elements.create()` makes in this version, each a frame kind of its own. */
export const ELEMENT_FRAMES: readonly FrameComponent[] = [
  'payment',
  'address',
  'linkAuthentication',
  'paymentMethodMessaging',
  'expressCheckout',
  'paymentRequestButton',
  'currencySelector',
  ...CARD_FAMILY,
  ...BANK_FAMILY,
  ...ISSUING_FAMILY,
];

/** Whether an element type names one of the elements this version makes. */
export const isElementFrame = (type: unknown): type is FrameComponent =>
  (ELEMENT_FRAMES as readonly unknown[]).includes(type);

/**
 * The document a component's frame loads: `<name>.html`, which names every file that
 * component needs up front, so a first visit fetches them side by side instead of learning
 * of them one import at a time. (`frame.html` is the same app without those hints.)
 */
export function frameDocument(component: FrameComponent): string {
  const family = CARD_FAMILY.includes(component)
    ? 'card'
    : (BANK_FAMILY as readonly string[]).includes(component)
      ? 'bank'
      : (ISSUING_FAMILY as readonly string[]).includes(component)
        ? 'issuingCard'
        : // The Payment Request Button is drawn by the express buttons' code.
          component === 'paymentRequestButton'
          ? 'expressCheckout'
          : component;
  return `${family}.html`;
}

/** `${origin}/frames/<document>#<JSON>`: the frame URL contract shared with the server. */
export function frameUrl(payframeOrigin: string, hash: FrameHash): string {
  return `${payframeOrigin}/frames/${frameDocument(hash.component)}#${encodeURIComponent(JSON.stringify(hash))}`;
}

/** Built when called: the merchant script, which only writes hashes, carries none of it. */
function isFrameHash(value: unknown): value is FrameHash {
  return obj({
    component: oneOf(...FRAME_COMPONENTS),
    controllerId: str,
    frameId: str,
    parentOrigin: str,
    apiVersion: str,
    locale: str,
    loader: opt(oneOf(...FRAME_LOADERS)),
  })(value);
}

/** Reads a frame hash; null when it is not one (the frame then renders nothing). */
export function parseFrameHash(hash: string): FrameHash | null {
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return null;
  }
  return isFrameHash(value) ? value : null;
}

/** The BroadcastChannel a controller and its element frames share. */
export function channelName(controllerId: string): string {
  return `payframe:${controllerId}`;
}
