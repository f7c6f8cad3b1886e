import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../controller/api-client.js';
import { ConsumerClient } from './consumer-client.js';
import { FakeConsumerApi } from './fake-consumer-api.fixture.js';
import { LoginStorage, loginByStoredCredential, MAX_STORED_LOGINS } from './login-storage.js';

/** A Storage in memory (the frames' own origin storage in the browser). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function stores() {
  const session = new MemoryStorage();
  const persistent = new MemoryStorage();
  return { session, persistent, storage: new LoginStorage({ session, persistent }) };
}

/** A lookup that finds the consumer of a known secret, as the server does with cookies. */
function lookupServer(sessions: Record<string, { email: string; states: Array<'STARTED' | 'VERIFIED'> }>) {
  const asked: string[][] = [];
  const api = {
    post: async (path: string, body: Record<string, any>): Promise<ApiResult> => {
      if (path.endsWith('/extend')) {
        const error = {
          type: 'invalid_request_error',
          code: 'consumer_session_expired',
          message: 'Expired.',
        };
        return { ok: false, status: 403, error };
      }
      const secrets: string[] = body.cookies?.verification_session_client_secrets ?? [];
      asked.push(secrets);
      const secret = secrets.find(
        (s) => sessions[s] && (!body.email_address || sessions[s].email === body.email_address),
      );
      if (!secret) {
        if (body.email_address === 'known@shop.example') {
          const fresh = {
            client_secret: 'csmrs_secret_fresh',
            email_address: body.email_address,
            verification_sessions: [],
          };
          return { ok: true, body: { exists: true, consumer_session: fresh } };
        }
        return { ok: true, body: { exists: false, consumer_session: null } };
      }
      const { email, states } = sessions[secret]!;
      const verification_sessions = states.map((state, i) => ({ type: i === 0 ? 'EMAIL' : 'SMS', state }));
      return {
        ok: true,
        body: {
          exists: true,
          consumer_session: { client_secret: secret, email_address: email, verification_sessions },
        },
      };
    },
  } as unknown as ApiClient;
  return { client: new ConsumerClient(api), asked };
}

describe('LoginStorage', () => {
  it('keeps session logins in session storage and persistent ones in local storage, session first', () => {
    const { session, persistent, storage } = stores();
    storage.set({ secret: 's1', email: ' A@Shop.Example ', lifetime: 'persistent' });
    storage.set({ secret: 's2', email: 'b@shop.example', lifetime: 'session' });
    expect(storage.get().map((c) => [c.secret, c.email, c.lifetime])).toEqual([
      ['s2', 'b@shop.example', 'session'],
      ['s1', 'a@shop.example', 'persistent'],
    ]);
    expect(session.getItem('payframe.link.logins')).toContain('s2');
    expect(persistent.getItem('payframe.link.logins')).toContain('s1');
  });

  it('keeps one login per e-mail, the newest few, and clears one or all', () => {
    const { storage } = stores();
    storage.set({ secret: 'old', email: 'a@shop.example', lifetime: 'session' });
    storage.set({ secret: 'new', email: 'a@shop.example', lifetime: 'persistent' });
    expect(storage.get().map((c) => c.secret)).toEqual(['new']);
    for (let i = 0; i < MAX_STORED_LOGINS + 2; i++)
      storage.set({ secret: `s${i}`, email: `${i}@shop.example`, lifetime: 'persistent' });
    expect(storage.get()).toHaveLength(MAX_STORED_LOGINS);
    storage.clear('s4');
    expect(storage.get().map((c) => c.secret)).toEqual(['s3', 's2']);
    storage.clear();
    expect(storage.get()).toEqual([]);
  });

  it('ignores what it cannot read and survives refused storage', () => {
    const { session, storage } = stores();
    session.setItem('payframe.link.logins', '{not json');
    expect(storage.get()).toEqual([]);
    const refused = new LoginStorage({ session: null, persistent: null });
    refused.set({ secret: 's', email: 'a@b.co', lifetime: 'session' });
    expect(refused.get()).toEqual([]);
  });
});

describe('login by stored credential (docs/link.md#states)', () => {
  it('tries each credential in turn and keeps the first that finds a consumer, with only VERIFIED sessions', async () => {
    const { storage } = stores();
    storage.set({ secret: 'good', email: 'a@shop.example', lifetime: 'persistent' });
    storage.set({ secret: 'gone', email: 'b@shop.example', lifetime: 'session' });
    const { client, asked } = lookupServer({
      good: { email: 'a@shop.example', states: ['VERIFIED', 'STARTED'] },
    });
    const login = await loginByStoredCredential(client, storage);
    expect(asked).toEqual([['gone'], ['good']]);
    expect(login?.credential.secret).toBe('good');
    expect(login?.answer.consumer_session?.verification_sessions).toEqual([
      { type: 'EMAIL', state: 'VERIFIED' },
    ]);
    expect(client.activeSecret).toBe('good');
  });

  it('clears the credentials when none works and no e-mail was supplied', async () => {
    const { storage } = stores();
    storage.set({ secret: 'gone', email: 'b@shop.example', lifetime: 'persistent' });
    const { client } = lookupServer({});
    expect(await loginByStoredCredential(client, storage)).toBeNull();
    expect(storage.get()).toEqual([]);
    expect(client.activeSecret).toBeNull();
  });

  it('keeps the credentials when an e-mail was supplied, and never takes a new session for that e-mail', async () => {
    const { storage } = stores();
    storage.set({ secret: 'gone', email: 'known@shop.example', lifetime: 'persistent' });
    storage.set({ secret: 'other', email: 'other@shop.example', lifetime: 'persistent' });
    const { client, asked } = lookupServer({ other: { email: 'other@shop.example', states: ['VERIFIED'] } });
    expect(await loginByStoredCredential(client, storage, 'Known@Shop.Example')).toBeNull();
    expect(asked).toEqual([['gone']]);
    expect(storage.get()).toHaveLength(2);
    expect(client.activeSecret).toBeNull();
  });

  it('extends a stored login past its expiry and keeps the renewed secret', async () => {
    const { storage } = stores();
    const api = new FakeConsumerApi([{ email: 'a@shop.example', phone: '+14155550123' }]);
    const client = new ConsumerClient(api.client);
    const found = await client.lookup({ email: 'a@shop.example' });
    const secret = found.ok ? found.body.consumer_session!.client_secret! : '';
    api.sessions.get(secret)!.verifications.push({ type: 'EMAIL', state: 'VERIFIED' });
    storage.set({ secret, email: 'a@shop.example', lifetime: 'persistent' });
    api.expire(secret);
    const login = await loginByStoredCredential(new ConsumerClient(api.client), storage);
    expect(login?.credential.secret).not.toBe(secret);
    expect(login?.answer.consumer_session?.verification_sessions).toEqual([
      { type: 'EMAIL', state: 'VERIFIED' },
    ]);
    expect(storage.get().map((c) => c.secret)).toEqual([login?.credential.secret]);
    expect(api.calls.map((c) => c.path.split('/').pop())).toEqual(['lookup', 'lookup', 'extend', 'lookup']);
  });
});

describe('stored logins belong to the merchant they were made on', () => {
  it("are not restored on another merchant's page sharing the frames' storage, nor lost there", () => {
    const session = new MemoryStorage();
    const persistent = new MemoryStorage();
    const shopA = new LoginStorage({ session, persistent }, 'pk_test_shopA');
    const shopB = new LoginStorage({ session, persistent }, 'pk_test_shopB');
    shopA.set({ secret: 'csmrs_secret_a', email: 'jenny@example.com', lifetime: 'persistent' });
    expect(shopB.get()).toEqual([]);
    shopB.set({ secret: 'csmrs_secret_b', email: 'jenny@example.com', lifetime: 'persistent' });
    shopB.clear();
    expect(shopB.get()).toEqual([]);
    expect(shopA.get().map((c) => c.secret)).toEqual(['csmrs_secret_a']);
  });
});
