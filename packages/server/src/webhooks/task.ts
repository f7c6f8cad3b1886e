import type { AppContext } from '../kernel/app-context.js';
import { type BackgroundTask, Ticker } from '../kernel/background.js';
import { dispatchBatch } from './dispatch.js';
import { deliverySettings } from './retry-schedule.js';
import { DeliverySender } from './sender.js';

/**
 * Every commit that records an event pokes the dispatcher. Its runs are at least this far
 * apart: at 500 payments a second, 50 runs (each a transaction of two round trips) instead of
 * one every few payments, for at most this much more delay before a webhook is sent.
 */
const DISPATCH_GAP_MS = 20;

/**
 * Webhook delivery beside the API: a dispatcher turns new events into deliveries (woken by
 * the commit that recorded them, and by polling for other instances' events), and a sender
 * posts the due ones. Every step is a database row, so any instance can pick up any work.
 */
export function webhookDeliveryTask(): BackgroundTask {
  let dispatcher: Ticker | undefined;
  let sending: Ticker | undefined;
  let sender: DeliverySender | undefined;
  return {
    name: 'webhook-delivery',
    start(app: AppContext) {
      const settings = deliverySettings(app.config.webhooks);
      const warn = (what: string) => (err: unknown) => app.log.warn({ err }, what);
      const activeSender = new DeliverySender(app, settings, () => sending?.poke());
      sender = activeSender;
      sending = new Ticker(
        settings.pollMs,
        () => activeSender.fill(),
        warn('sending webhooks failed'),
        'webhook-send',
      );
      dispatcher = new Ticker(
        settings.pollMs,
        async () => {
          let made = 0;
          for (let more = true; more; ) {
            const batch = await dispatchBatch(app.db);
            made += batch.deliveries;
            more = batch.more;
          }
          if (made > 0) sending?.poke();
        },
        warn('dispatching events to webhook endpoints failed'),
        'webhook-dispatch',
        DISPATCH_GAP_MS,
      );
      dispatcher.start();
      sending.start();
    },
    notify(topic) {
      if (topic === 'events') dispatcher?.poke();
    },
    async stop() {
      await dispatcher?.stop();
      await sending?.stop();
      await sender?.stop();
    },
  };
}
