import type { Envelope } from '@payframe/js/protocol';
import type { ApiClient } from './api-client.js';
import type { ControllerContext } from './controller.js';

const TIMEOUT_MS = 5000;
let counter = 0;

/**
 * `addressElement.getValue()`: asks that one frame for its value without showing its errors
 * (collect with display off), and answers `{ complete, isNewAddress, value }`.
 */
export function addressValue(ctx: ControllerContext, frameId: string): Promise<Record<string, unknown>> {
  counter += 1;
  const requestId = `value_${counter}`;
  return new Promise((resolve) => {
    const finish = (result: Record<string, unknown>) => {
      clearTimeout(timer);
      stop();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          error: { type: 'invalid_request_error', message: 'The Address Element is not mounted.' },
        }),
      TIMEOUT_MS,
    );
    const stop = ctx.subscribe((message: Envelope) => {
      if (message.type !== 'collect/response' || message.requestId !== requestId) return;
      if (message.frameId !== frameId || !message.payload.address) return;
      finish({ ...message.payload.address });
    });
    ctx.channel.send('collect/request', { display: false }, { requestId, to: frameId });
  });
}

/**
 * The Address Element's autocomplete: the frame names what was typed, the controller (which
 * holds the publishable key) asks the API and answers that frame alone. A failed lookup answers
 * no suggestions; the shopper types the address by hand.
 */
export async function suggestAddresses(
  api: ApiClient,
  channel: ControllerContext['channel'],
  message: Envelope<'address/suggest'>,
): Promise<void> {
  const { query, country } = message.payload;
  const answer = await api.get('/v1/elements/address_suggestions', { q: query, country });
  const suggestions = answer.ok && Array.isArray(answer.body.data) ? answer.body.data : [];
  channel.send('address/suggestions', { query, suggestions }, { to: message.frameId ?? '' });
}
