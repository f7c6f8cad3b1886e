/**
 * The Stripe.js surface these bindings use, structurally: the object `Payframe(pk)` returns
 * (or Stripe.js itself), its elements group and its element instances. Typed loosely on
 * purpose (options and events are the merchant's business and the script validates them),
 * so the bindings work with any object of that shape.
 */
// biome-ignore lint/suspicious/noExplicitAny: each event has its own payload, as in Stripe's bindings.
export type ElementEventHandler = (event?: any) => unknown;

export interface PayframeElement {
  mount(domElement: HTMLElement | string): void;
  destroy(): void;
  on(event: string, handler: ElementEventHandler): unknown;
  off(event: string, handler?: ElementEventHandler): unknown;
  update?(options: Record<string, unknown>): void;
  focus?(): void;
  blur?(): void;
  clear?(): void;
}

export interface PayframeElements {
  create(type: string, options?: Record<string, unknown>): PayframeElement;
  getElement?(type: string | object): PayframeElement | null;
  update(options: Record<string, unknown>): void;
  submit?(): Promise<{ error?: { message?: string; type?: string; code?: string } }>;
  fetchUpdates?(): Promise<{ error?: { message?: string; type?: string; code?: string } }>;
}

export interface Payframe {
  elements(options?: Record<string, unknown>): PayframeElements;
  createToken(...args: never[]): Promise<unknown>;
  createPaymentMethod(...args: never[]): Promise<unknown>;
  confirmCardPayment(...args: never[]): Promise<unknown>;
  confirmPayment?(options: Record<string, unknown>): Promise<ConfirmResult>;
  confirmSetup?(options: Record<string, unknown>): Promise<ConfirmResult>;
}

/** What confirmPayment / confirmSetup resolve to: an error, or the intent (redirect: 'if_required'). */
export interface ConfirmResult {
  error?: { type?: string; code?: string; message?: string };
  paymentIntent?: { id: string; client_secret: string; status: string };
  setupIntent?: { id: string; client_secret: string; status: string };
}

/** `options` of `<Elements>`: clientSecret or a deferred intent, appearance, locale, fonts... */
export type ElementsOptions = Record<string, unknown>;

export interface ElementsContextValue<P extends Payframe = Payframe> {
  stripe: P | null;
  elements: PayframeElements | null;
}
