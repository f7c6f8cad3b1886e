import { Emitter } from './emitter.js';
import { IntegrationError } from './integration-error.js';

/** The payment requests this script made, for the Payment Request Button to show. */
export const paymentRequests = new WeakSet<object>();

/** The wallet each request's canMakePayment() offered last: its button draws that wallet. */
export const offeredWallets = new WeakMap<object, string>();

type Result = Promise<Record<string, unknown>>;
/** The controller's calls: show with the options, or answer a shipping change. */
type Call = (
  method:
    | 'paymentRequestShow'
    | 'paymentRequestUpdate'
    | 'paymentRequestComplete'
    | 'paymentRequestAbort'
    | 'paymentRequestCanMakePayment',
  args: Record<string, unknown>,
) => Result;

/** Stripe.js asks the paymentmethod handler to call complete() within 30 seconds. */
export const COMPLETE_TIMEOUT_MS = 30_000;
const STATUSES = [
  'success',
  'fail',
  'invalid_payer_name',
  'invalid_payer_email',
  'invalid_payer_phone',
  'invalid_shipping_address',
];

const need = (name: string, kind: string, ok: boolean) => {
  if (!ok) throw new IntegrationError(`Missing value for paymentRequest(): ${name} should be ${kind}.`);
};

/**
 * `payframe.paymentRequest(options)`: Stripe.js's payment request, a thin object on the page.
 * The sheet, the card and the payment method are the controller's; this keeps the options,
 * fires the events and hands `complete()` back.
 */
export function createPaymentRequest(input: unknown, call: Call) {
  const options = { ...(input as Record<string, any>) };
  need('country', 'a string', typeof options.country === 'string');
  need('currency', 'a string', typeof options.currency === 'string');
  const total = options.total;
  need('total', 'an object', typeof total === 'object' && total !== null);
  need('total.label', 'a string', typeof total.label === 'string');
  need('total.amount', 'an integer', Number.isInteger(total.amount));
  const events = new Emitter();
  let showing = false;
  /** Closes the open sheet (abort(), or complete() never called). */
  let stop: (() => void) | null = null;
  const request = {
    on: (event: string, handler: (e: any) => void) => events.on(event, handler),
    off: (event: string, handler?: (e: any) => void) => events.off(event, handler),
    once: (event: string, handler: (e: any) => void) => events.once(event, handler),
    /**
     * The wallet this browser and the page's domain allow (docs/elements.md): the test wallet
     * in test mode, the browser's own (Payment Request API) in live mode.
     */
    canMakePayment: () =>
      call('paymentRequestCanMakePayment', { options }).then((answer) => {
        const result = (answer.result ?? null) as Record<string, boolean> | null;
        if (result) offeredWallets.set(request, result.applePay ? 'applePay' : 'googlePay');
        return result;
      }),
    isShowing: () => showing,
    update(updates: Record<string, unknown>) {
      if (showing) throw new IntegrationError('You cannot update a PaymentRequest while it is showing.');
      Object.assign(options, updates);
    },
    show() {
      if (showing) throw new IntegrationError('This PaymentRequest is already showing.');
      showing = true;
      let ended = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The sheet is gone: closed after complete('success') (no event), or dismissed (cancel).
      const end = (canceled: boolean) => {
        if (ended) return;
        ended = true;
        showing = false;
        stop = null;
        clearTimeout(timer);
        if (canceled) events.emit('cancel', {});
      };
      stop = () => {
        void call('paymentRequestAbort', {});
        end(true);
      };
      // Each answer is a shipping change for the merchant's updateWith(), the payment, or the close.
      const step = (answer: Result): void =>
        void answer.then((result) => {
          if (ended) return;
          const { event, ...data } = result;
          if (typeof event === 'string') {
            let answered = false;
            const updateWith = (update: Record<string, unknown>) => {
              if (answered) return;
              answered = true;
              step(call('paymentRequestUpdate', JSON.parse(JSON.stringify(update))));
            };
            if (events.emit(event, { ...data, updateWith }) === 0) updateWith({ status: 'success' });
            return;
          }
          const { paymentMethod, token, source, ...payer } = data;
          if (!paymentMethod && !token && !source) return end(!result.done);
          // The sheet shows "processing" until complete(); without it, it closes as Stripe.js's does.
          let completed = false;
          timer = setTimeout(() => {
            console.error('The paymentmethod event handler did not call complete() within 30 seconds.');
            stop?.();
          }, COMPLETE_TIMEOUT_MS);
          const complete = (status: string) => {
            if (!STATUSES.includes(status))
              throw new IntegrationError(
                `Invalid value for complete(): ${String(status)} is not a known status.`,
              );
            if (completed || ended) return;
            completed = true;
            clearTimeout(timer);
            step(call('paymentRequestComplete', { status }));
          };
          // Each object the page listens for, with the one complete() (the first call settles).
          if (paymentMethod) events.emit('paymentmethod', { ...payer, paymentMethod, complete });
          if (token) events.emit('token', { ...payer, token, complete });
          if (source) events.emit('source', { ...payer, source, complete });
        });
      // The wallet's card comes as what the page listens for: paymentmethod, token or source.
      const results = ['paymentMethod', 'token', 'source'].filter((r) => events.has(r.toLowerCase()));
      step(call('paymentRequestShow', { options, results, wallet: offeredWallets.get(request) ?? null }));
    },
    /** Closes the sheet without a payment; cancel fires, as when the shopper closes it. */
    abort() {
      stop?.();
    },
  };
  paymentRequests.add(request);
  return request;
}
