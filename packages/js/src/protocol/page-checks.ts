import {
  bool,
  either,
  empty,
  httpUrl,
  isObject,
  num,
  obj,
  oneOf,
  opt,
  optRecord,
  optStr,
  str,
} from './checks.js';
import type { PageMessageType, PayloadChecks } from './messages.js';

/** The error a call or an element reports (the merchant sees it as Stripe.js gives it). */
export const wireError = obj({
  type: str,
  code: optStr,
  decline_code: optStr,
  message: str,
  param: optStr,
  payment_intent: optRecord,
  setup_intent: optRecord,
  payment_method: optRecord,
});

const withError = obj({ error: wireError });
const frameId = obj({ frameId: str });

/**
 * The payload checks of what the merchant page receives. A frame of the Payframe origin sent
 * them, but a frame is still checked: what the page acts on (a URL to navigate to, a height to
 * size an iframe with) is exactly what a broken or hostile sender would get wrong.
 */
export const PAGE_CHECKS: PayloadChecks<PageMessageType> = {
  'controller/loaded': empty,
  'controller/response': obj({ result: isObject }),
  'controller/show-challenge': frameId,
  'controller/hide-challenge': frameId,
  'controller/navigate': obj({ url: httpUrl }),
  'controller/session-error': withError,
  'element/loaded': empty,
  'element/ready': obj({ availablePaymentMethods: optRecord }),
  'element/event': obj({ event: str, data: isObject, reply: str }),
  // An iframe's height in CSS pixels: a negative, endless or absurd one is a broken frame.
  'element/height': obj({ height: (value): value is number => num(value) && value >= 0 && value <= 10_000 }),
  'element/change': obj({
    elementType: str,
    complete: bool,
    empty: bool,
    collapsed: opt(bool),
    value: either(optRecord, str),
    brand: optStr,
    error: opt(wireError),
    elementMode: opt(oneOf('shipping', 'billing')),
    isNewAddress: opt(bool),
    country: optStr,
    billingCountry: optStr,
    bankName: optStr,
  }),
  'element/focus': empty,
  'element/blur': empty,
  'element/escape': empty,
  'element/loaderstart': empty,
  'element/loaderror': withError,
};
