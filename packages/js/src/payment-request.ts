import { Emitter } from './emitter.js';
import { IntegrationError } from './integration-error.js';

type Show = (options: Record<string, unknown>) => Promise<Record<string, unknown>>;

const need = (options: Record<string, any>, name: string, kind: string, ok: boolean) => {
  if (!ok) throw new IntegrationError(`Missing value for paymentRequest(): ${name} should be ${kind}.`);
};

/**
 * `payframe.paymentRequest(options)`: Stripe.js's payment request, a thin object on the page.
 * The sheet, the card and the payment method are the controller's; this keeps the options,
 * fires the events and hands `complete()` back.
 */
export function createPaymentRequest(input: unknown, show: Show, testMode: boolean) {
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
  return {
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
      void show(options).then((result) => {
        showing = false;
        const method = result.paymentMethod;
        if (!method) return void events.emit('cancel', {});
        events.emit('paymentmethod', { ...result, complete: (_status: string) => {} });
      });
    },
    abort() {},
  };
}
