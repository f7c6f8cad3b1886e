import type { LinkState } from '@payframe/js/protocol';
import { ConsumerClient } from '../link/consumer-client.js';
import type { FakeConsumerApi } from '../link/fake-consumer-api.fixture.js';
import { LoginStorage, type LoginStores } from '../link/login-storage.js';
import { LinkSession } from './link-session.js';

/** A Web Storage kept in memory, for the login stores of a test session. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Fresh, empty session and persistent login stores. */
export function memoryStores(): LoginStores {
  return {
    session: new MemoryStorage() as unknown as Storage,
    persistent: new MemoryStorage() as unknown as Storage,
  };
}

/**
 * A controller Link session on `api` with no login delay, recording what it publishes and
 * replies; its stores are fresh unless given (to test what a later session finds in them).
 */
export function linkSessionOn(
  api: FakeConsumerApi,
  options: { stores?: LoginStores; loggedOut?: Array<string | null> } = {},
) {
  const published: LinkState[] = [];
  const replies: Array<{ frameId: string; options: Record<string, unknown> }> = [];
  const storage = new LoginStorage(options.stores ?? memoryStores());
  const session = new LinkSession({
    client: new ConsumerClient(api.client),
    storage,
    publish: (state) => published.push(state),
    reply: (frameId, replyOptions) => replies.push({ frameId, options: replyOptions }),
    loginDelayMs: 0,
    onLoggedOut: (email) => options.loggedOut?.push(email),
  });
  return { session, published, replies, storage };
}
