import type { Envelope, LinkState } from '@payframe/js/protocol';
import type { ApiClient } from '../controller/api-client.js';
import type { RequestResult } from '../controller/requests.js';
import type { ControllerTelemetry } from './controller-telemetry.js';

type Call = (telemetry: ControllerTelemetry) => void;

/**
 * The controller's telemetry, loaded after the controller's first load (its budget): calls made
 * before the chunk arrives (or before the controller's init starts it: an element's frame may
 * say hello first) wait and run in order once it has. The chunk is asked for at init, so it is
 * there long before a shopper can confirm.
 */
export class DeferredTelemetry {
  private real: ControllerTelemetry | null = null;
  private pending: Call[] = [];
  /** Called once, at the controller's init. */
  start(publishableKey: string, api: ApiClient, options: () => Record<string, unknown>): void {
    void import('./controller-telemetry.js').then(({ ControllerTelemetry }) => {
      const real = new ControllerTelemetry(publishableKey, api, options);
      this.real = real;
      for (const call of this.pending.splice(0)) call(real);
    });
  }

  private run(call: Call): void {
    if (this.real) call(this.real);
    else this.pending.push(call);
  }

  observe(message: Envelope): void {
    if (message.type === 'frame/hello' || message.type === 'telemetry/event')
      this.run((t) => t.observe(message));
  }
  nextActionShown(): void {
    this.run((t) => t.nextActionShown());
  }
  linkState(state: LinkState): void {
    this.run((t) => t.linkState(state));
  }
  requestStarted(method: string): void {
    this.run((t) => t.requestStarted(method));
  }
  requestEnded(method: string, result: RequestResult): void {
    this.run((t) => t.requestEnded(method, result));
  }
  succeeded(): void {
    this.run((t) => t.succeeded());
  }
}
