import type { CollectResult, Envelope, LinkChoice, WireError } from '@payframe/js/protocol';
import type { GroupChannel } from '../bridge/channel.js';
import { mergeData } from './merge-data.js';

export type Collected =
  | {
      ok: true;
      type: string | null;
      data: Record<string, unknown>;
      /** The selected method's part of `payment_method_options` (BLIK's code). */
      options?: Record<string, unknown>;
      shipping?: Record<string, unknown>;
      savedPaymentMethod?: string;
      cvc?: string;
      save?: boolean;
      link?: LinkChoice;
      /** Paid through the Express Checkout Element (Link's button shares a `link` payment method). */
      express?: true;
      /** An element showed the selected method's mandate, which paying accepts. */
      mandateShown?: boolean;
      /** The currency selector's choice: pay in this currency at this locked quote. */
      presentment?: { currency: string; fxQuote: string };
    }
  | { ok: false; error: WireError };

const TIMEOUT_MS = 5000;

const NOT_MOUNTED: WireError = {
  type: 'invalid_request_error',
  message:
    'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
};

let counter = 0;

/**
 * Asks the group's mounted element frames for their values (over the BroadcastChannel), has
 * them display their errors, and moves focus to the first invalid frame in page order.
 */
export function collect(
  channel: GroupChannel,
  frameIds: string[],
  subscribe: (listener: (message: Envelope) => void) => () => void,
): Promise<Collected> {
  if (frameIds.length === 0) return Promise.resolve({ ok: false, error: NOT_MOUNTED });
  counter += 1;
  const requestId = `collect_${counter}`;
  const answers = new Map<string, CollectResult>();
  return new Promise((resolve) => {
    const finish = (result: Collected) => {
      clearTimeout(timer);
      stop();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, error: NOT_MOUNTED }), TIMEOUT_MS);
    const stop = subscribe((message) => {
      if (message.type !== 'collect/response' || message.requestId !== requestId || !message.frameId) return;
      if (!frameIds.includes(message.frameId)) return;
      answers.set(message.frameId, message.payload);
      if (answers.size === frameIds.length) finish(combine(channel, frameIds, answers));
    });
    channel.send('collect/request', { display: true }, { requestId });
  });
}

function combine(channel: GroupChannel, frameIds: string[], answers: Map<string, CollectResult>): Collected {
  // A wallet payment the shopper approved in the Express Checkout Element is paid alone.
  const express = [...answers.values()].find((answer) => answer.express && answer.complete);
  if (express) {
    // Its sheet showed the total in the currency chosen in the group's currency selector: it
    // pays in that currency, or not at all when the choice's rate has run out.
    const selector = [...answers.values()].find((answer) => answer.component === 'currencySelector');
    if (selector && !selector.complete && selector.error) return { ok: false, error: selector.error };
    return {
      ok: true,
      type: express.type,
      data: express.paymentMethodData ?? {},
      ...(express.shipping ? { shipping: express.shipping } : {}),
      // Link's sheet: the saved card to share when confirming.
      ...(express.link ? { link: express.link, express: true as const } : {}),
      ...(selector?.presentment ? { presentment: selector.presentment } : {}),
    };
  }
  const invalid = frameIds.find((id) => !answers.get(id)?.complete);
  if (invalid) {
    channel.send('form/focus-error', {}, { to: invalid });
    const error = answers.get(invalid)?.error ?? {
      type: 'validation_error',
      code: 'incomplete_payment_details',
      message: 'Your payment details are incomplete.',
    };
    return { ok: false, error };
  }
  let data: Record<string, unknown> = {};
  let type: string | null = null;
  const extra: {
    options?: Record<string, unknown>;
    shipping?: Record<string, unknown>;
    savedPaymentMethod?: string;
    cvc?: string;
    save?: boolean;
    link?: LinkChoice;
    mandateShown?: boolean;
    presentment?: { currency: string; fxQuote: string };
  } = {};
  for (const id of frameIds) {
    const answer = answers.get(id)!;
    // A billing Address Element and the Payment Element each give part of billing_details.
    if (answer.paymentMethodData) data = mergeData(data, answer.paymentMethodData);
    if (answer.paymentMethodOptions) extra.options = answer.paymentMethodOptions;
    type ??= answer.type;
    extra.shipping ??= answer.shipping;
    if (answer.savedPaymentMethod) extra.savedPaymentMethod = answer.savedPaymentMethod;
    if (answer.cvc) extra.cvc = answer.cvc;
    if (answer.save) extra.save = true;
    if (answer.link) extra.link = answer.link;
    if (answer.mandateShown) extra.mandateShown = true;
    if (answer.presentment) extra.presentment = answer.presentment;
  }
  // "Billing address is same as shipping": the shipping Address Element's name and address.
  const fromShipping = frameIds.some((id) => answers.get(id)?.billingFromShipping);
  if (fromShipping && extra.shipping)
    data = mergeData(data, { billing_details: billingFromShipping(extra.shipping) });
  return { ok: true, type, data, ...extra };
}

/** billing_details from an intent's `shipping` (name, address and phone, as the Address Element gives them). */
export function billingFromShipping(shipping: Record<string, unknown>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const key of ['name', 'address', 'phone']) if (shipping[key]) details[key] = shipping[key];
  return details;
}
