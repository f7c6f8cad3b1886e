import type { AppContext } from '../kernel/app-context.js';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  recordFailure,
  recordSuccess,
  releaseDelivery,
} from './deliveries.js';
import { eventPayload } from './payload.js';
import { postWebhook } from './post.js';
import { type DeliverySettings, retryDelayMs } from './retry-schedule.js';

/**
 * Sends due deliveries, at most `concurrency` at once. `fill()` claims as many as there are
 * free slots and starts them without waiting; each attempt's outcome is written back to the
 * delivery row, which is the only state: a restart loses nothing.
 */
export class DeliverySender {
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #stopping = new AbortController();
  #wakeTimer: NodeJS.Timeout | undefined;
  #wakeAt = Number.POSITIVE_INFINITY;
  /** The last claim filled every slot, so more may be due as soon as one frees up. */
  #saturated = false;

  constructor(
    private readonly app: AppContext,
    private readonly settings: DeliverySettings,
    /** Asks for another `fill()` soon. */
    private readonly poke: () => void,
  ) {}

  async fill(): Promise<void> {
    const free = this.settings.concurrency - this.#inFlight.size;
    if (free <= 0 || this.#stopping.signal.aborted) return;
    const now = Date.now();
    const claimed = await claimDueDeliveries(
      this.app.db,
      now,
      now + this.settings.timeoutMs + this.settings.leaseMarginMs,
      free,
    );
    this.#saturated = claimed.length === free;
    for (const delivery of claimed) {
      const run = this.#deliver(delivery)
        .catch((err) =>
          this.app.log.warn({ err, delivery: delivery.id }, 'webhook delivery could not be recorded'),
        )
        .finally(() => {
          this.#inFlight.delete(delivery.id);
          if (this.#saturated) this.poke();
        });
      this.#inFlight.set(delivery.id, run);
    }
  }

  /** Cuts in-flight requests short and hands their deliveries back, due at once. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    clearTimeout(this.#wakeTimer);
    await Promise.all(this.#inFlight.values());
  }

  async #deliver(delivery: ClaimedDelivery): Promise<void> {
    const payload = eventPayload(delivery.event, delivery.connect ? delivery.eventAccount : undefined);
    const outcome = await postWebhook(delivery.url, payload, this.app.vault.open(delivery.secretSealed), {
      timeoutMs: this.settings.timeoutMs,
      signal: this.#stopping.signal,
    });
    if (outcome.kind === 'aborted') return releaseDelivery(this.app.db, delivery, Date.now());
    if (outcome.kind === 'delivered')
      return recordSuccess(this.app.db, delivery, outcome.status, outcome.body);

    const attempt = delivery.attempts + 1;
    const delay = retryDelayMs(attempt, this.settings);
    const retryAt = delay === undefined ? undefined : Date.now() + delay;
    await recordFailure(this.app.db, delivery, outcome, retryAt);
    // Ids and the reason only: never the body (it holds customer data) or the secret.
    this.app.log.warn(
      {
        delivery: delivery.id,
        event: delivery.eventId,
        endpoint: delivery.endpointId,
        attempt,
        status: outcome.status,
        error: outcome.error,
        ...(delay === undefined ? { gave_up: true } : { retry_in_ms: delay }),
      },
      'webhook delivery failed',
    );
    if (retryAt !== undefined) this.#wakeBy(retryAt);
  }

  /** Polling would find the retry too, but a timer makes it come on time. */
  #wakeBy(at: number): void {
    if (at >= this.#wakeAt || this.#stopping.signal.aborted) return;
    clearTimeout(this.#wakeTimer);
    this.#wakeAt = at;
    this.#wakeTimer = setTimeout(
      () => {
        this.#wakeAt = Number.POSITIVE_INFINITY;
        this.poke();
      },
      Math.max(0, at - Date.now()),
    );
    this.#wakeTimer.unref();
  }
}
