import type { Envelope, LinkState } from '@payframe/js/protocol';
import type { ApiClient } from '../controller/api-client.js';
import type { RequestResult } from '../controller/requests.js';
import { withAttribution } from './attribution.js';
import { linkFunnelEvents } from './link-funnel.js';
import { LoggerFrame } from './logger-frame.js';

/** The elements the shopper sees (a frame saying hello that is none of these is not counted). */
const ELEMENTS = new Set([
  'payment',
  'card',
  'cardNumber',
  'address',
  'linkAuthentication',
  'expressCheckout',
  'iban',
  'idealBank',
  'p24Bank',
  'epsBank',
  'fpxBank',
  'auBankAccount',
]);
const CONFIRMS = new Set(['confirmPayment', 'confirmSetup', 'confirmCardPayment', 'confirmCardSetup']);

/**
 * The controller's telemetry (docs/telemetry.md): the funnel of one checkout, from the frames'
 * messages and the page's confirm calls, sent to the logger frame; and the attribution every created
 * payment method and confirmation carries.
 */
export class ControllerTelemetry {
  readonly logger: LoggerFrame;
  private method: string | null = null;
  /** Whether the running confirmation's outcome was already counted (before a navigation). */
  private settled = false;
  private lastLink: LinkState | null = null;

  constructor(publishableKey: string, api: ApiClient, options: () => Record<string, unknown>) {
    // The logger is a hidden frame of its own (it sends what is queued when the page hides).
    this.logger = new LoggerFrame(publishableKey);
    const session = this.logger.session;
    api.decorate = (path, body) => withAttribution({ session, options: options() }, path, body);
  }

  /** Reads the group channel: elements loading, and the funnel steps their frames report. */
  observe(message: Envelope): void {
    if (message.type === 'frame/hello') {
      const component = String((message.payload as { component?: unknown }).component);
      if (!ELEMENTS.has(component) || (message.payload as { reload?: unknown }).reload) return;
      this.logger.track('element_loaded', { element: component });
      if (component === 'payment') this.logger.track('link.payment_surface_rendered', { element: component });
    } else if (message.type === 'telemetry/event') {
      const { name, paymentMethodType } = message.payload as { name: string; paymentMethodType?: string };
      if (name !== 'method_selected' && name !== 'form_completed') return;
      if (paymentMethodType) this.method = paymentMethodType;
      const fields = paymentMethodType ? { payment_method_type: paymentMethodType } : {};
      this.logger.track(name, fields);
      if (name === 'method_selected' && paymentMethodType === 'link')
        this.logger.track('link.payment_method_selected', fields);
    }
  }

  /** Each change of the group's Link session, for Link's funnel events. */
  linkState(state: LinkState): void {
    for (const event of linkFunnelEvents(this.lastLink, state)) this.logger.track(event.name, event.fields);
    this.lastLink = state;
  }

  nextActionShown(): void {
    this.logger.track('next_action_shown', this.fields());
  }

  /** A page request starting: a confirmation is a funnel step (and Link's confirmation attempt). */
  requestStarted(method: string): void {
    if (!CONFIRMS.has(method)) return;
    this.settled = false;
    this.logger.track('confirm_started', this.fields());
    this.logger.track('link.confirmation_attempted', { ...this.fields(), link: this.method === 'link' });
  }

  /** Its end: paid (or set up), failed with the decline code, or gone to a redirect. */
  requestEnded(method: string, result: RequestResult): void {
    if (!CONFIRMS.has(method)) return;
    if (result === 'navigated') {
      // The page is leaving (a redirect, or the return_url after paying): send what is queued now.
      this.logger.flushOnHide();
      return;
    }
    if (!this.settled && result.error) {
      const error = result.error as { code?: string; decline_code?: string };
      const codes = {
        ...(error.decline_code ? { decline_code: error.decline_code } : {}),
        ...(error.code ? { error_code: error.code } : {}),
      };
      this.settled = true;
      this.logger.track('payment_failed', { ...this.fields(), ...codes });
      this.logger.track('link.confirmation_error', {
        ...this.fields(),
        ...codes,
        link: this.method === 'link',
      });
    } else if (!this.settled) this.succeeded();
    this.logger.flush();
  }

  /** The intent succeeded (or is processing): counted once, also when the page then goes to the return_url. */
  succeeded(): void {
    if (this.settled) return;
    this.settled = true;
    this.logger.track('payment_succeeded', this.fields());
    this.logger.track('link.confirmation_succeeded', { ...this.fields(), link: this.method === 'link' });
  }

  private fields() {
    return this.method ? { payment_method_type: this.method } : {};
  }
}
