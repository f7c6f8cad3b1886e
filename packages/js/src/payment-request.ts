import { Emitter } from './emitter.js';
import { IntegrationError } from './integration-error.js';

/** The payment requests this script made, for the Payment Request Button to show. */
export const paymentRequests = new WeakSet<object>();

type Result = Promise<Record<string, unknown>>;
/** The controller's calls: show with the options, or answer a shipping change. */
type Call = (method: 'paymentRequestShow' | 'paymentRequestUpdate', args: Record<string, unknown>) => Result;

const need = (options: Record<string, any>, name: string, kind: string, ok: boolean) => {
  if (!ok) throw new IntegrationError(`Missing value for paymentRequest(): ${name} should be ${kind}.`);
};

/**
 * `payframe.paymentRequest(options)`: Stripe.js's payment request, a thin object on the page.
 * The sheet, the card and the payment method are the controller's; this keeps the options,
 * fires the events and hands `complete()` back.
 */
export function createPaymentRequest(input: unknown, call: Call, testMode: boolean) {
  const options = { ...(input as Record<string, any>) };
  need(options, 'country', 'a string', typeof options.country === 'string');
  need(options, 'currency', 'a string', typeof options.currency === 'string');
  const total = options.total;
  need(options, 'total', 'an object', typeof total === 'object' && total !== null);
  need(options, 'total.label', 'a string', typeof total.label === 'string');
  need(options, 'total.amount', 'an integer', Number.isInteger(total.amount));
  const events = new Emitter();
  let showing = false;
  const disabled = (wallet: string) =>
    Array.isArray(options.disableWallets) && options.disableWallets.includes(wallet);
  const request = {
    on: (event: string, handler: (e: any) => void) => events.on(event, handler),
    off: (event: string, handler?: (e: any) => void) => events.off(event, handler),
    once: (event: string, handler: (e: any) => void) => events.once(event, handler),
    /** Test mode: the Payframe test sheet stands in for Google Pay in every browser (docs/elements.md). */
    canMakePayment: () =>
      Promise.resolve(
        testMode && !disabled('googlePay') ? { applePay: false, googlePay: true, link: false } : null,
      ),
    isShowing: () => showing,
    update(updates: Record<string, unknown>) {
      if (showing) throw new IntegrationError('You cannot update a PaymentRequest while it is showing.');
      Object.assign(options, updates);
    },
    show() {
      if (showing) throw new IntegrationError('This PaymentRequest is already showing.');
      showing = true;
      // Each answer is a shipping change for the merchant's updateWith(), the payment, or the close.
      const step = (answer: Result): void =>
        void answer.then((result) => {
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
          showing = false;
          if (!result.paymentMethod) return void events.emit('cancel', {});
          events.emit('paymentmethod', { ...result, complete: (_status: string) => {} });
        });
      step(call('paymentRequestShow', { options }));
    },
    abort() {
      if (showing) throw new IntegrationError('paymentRequest.abort() is not supported by Payframe yet.');
    },
  };
  paymentRequests.add(request);
  return request;
}
