import { randomBytes } from 'node:crypto';
import { eventPayload, postWebhook } from '../webhooks/index.js';
import type { ApiClient } from './api-client.js';

interface EventObject {
  id: string;
  object: string;
  type: string;
  created: number;
  [key: string]: unknown;
}

interface EventList {
  data: EventObject[];
  has_more: boolean;
}

export interface ListenOptions {
  client: ApiClient;
  forwardTo: string;
  /** Event types to forward (`*` wildcards allowed); all when empty. */
  events: string[];
  /** Where the readable lines go. */
  out: (line: string) => void;
  pollMs?: number;
  /** The session's signing secret; a new one when unset. */
  secret?: string;
  timeoutMs?: number;
}

export interface ListenSession {
  secret: string;
  /** Stops polling and waits for the forward in progress. */
  stop(): Promise<void>;
  /** Resolves once the starting point is known: events recorded after it are forwarded. */
  ready: Promise<void>;
}

/** A session signing secret in the shape of an endpoint's: `whsec_` and 32 random bytes, base64. */
export function newSessionSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * Forwards the events the server records from now on to a local URL, signed as a webhook
 * endpoint's are. It polls `GET /v1/events` with `ending_before` the newest event it has
 * seen: each page holds the events just newer than that cursor, so none is skipped however
 * many arrive between polls, and none is sent twice.
 */
export function listen(options: ListenOptions): ListenSession {
  const secret = options.secret ?? newSessionSecret();
  const pollMs = options.pollMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const stopping = new AbortController();
  const types = options.events.length > 0 ? { types: options.events } : {};
  let cursor: string | undefined;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const ready = (async () => {
    const newest = await options.client.get<EventList>('/v1/events', { limit: 1 });
    cursor = newest.data[0]?.id;
    startedAt = newest.data[0]?.created ?? Math.floor(Date.now() / 1000) - 1;
  })();

  const forward = async (event: EventObject) => {
    const outcome = await postWebhook(options.forwardTo, eventPayload(event), secret, {
      timeoutMs,
      signal: stopping.signal,
    });
    if (outcome.kind === 'aborted') return;
    const answer = outcome.kind === 'delivered' ? `[${outcome.status}]` : `[${outcome.status ?? 'ERR'}]`;
    const why = outcome.kind === 'failed' ? ` ${outcome.error}` : '';
    options.out(
      `${clock()}   --> ${event.type} [${event.id}]   <-- ${answer} POST ${displayUrl(options.forwardTo)}${why}`,
    );
  };

  const poll = async () => {
    for (let more = true; more && !stopping.signal.aborted; ) {
      // Without a cursor (the server had no event yet), the events since the start, oldest last.
      const page = await options.client.get<EventList>('/v1/events', {
        limit: 100,
        ...types,
        ...(cursor ? { ending_before: cursor } : { created: { gte: startedAt } }),
      });
      // Newest first: forward in the order they happened.
      for (const event of [...page.data].reverse()) {
        if (stopping.signal.aborted) return;
        await forward(event);
        cursor = event.id;
      }
      more = page.has_more && page.data.length > 0 && cursor !== undefined;
    }
  };

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = poll()
        .catch((error: unknown) => {
          if (!stopping.signal.aborted) options.out(`${clock()}   Could not read events: ${describe(error)}`);
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
  };
  void ready.then(schedule, () => undefined);

  return {
    secret,
    ready,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

function clock(): string {
  return new Date().toISOString().replace('T', ' ').slice(0, 19);
}

/** The URL without credentials or query string: they may hold secrets. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  return error instanceof Error ? error.message : String(error);
}
