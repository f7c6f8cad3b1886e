import type { LinkState } from '@payframe/js/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsumerClient } from '../link/consumer-client.js';
import { FakeConsumerApi } from '../link/fake-consumer-api.fixture.js';
import { LoginStorage } from '../link/login-storage.js';
import { LinkSession } from './link-session.js';

const JENNY = 'jenny@shop.example';

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
}

describe('passkey registration in the controller Link session', () => {
  let api: FakeConsumerApi;
  let session: LinkSession;
  let published: LinkState[];
  let replies: Array<{ frameId: string; options: Record<string, unknown>; ceremony?: string }>;

  beforeEach(() => {
    api = new FakeConsumerApi([{ email: JENNY, phone: '+14155550123' }]);
    published = [];
    replies = [];
    session = new LinkSession({
      client: new ConsumerClient(api.client),
      storage: new LoginStorage({ session: memory(), persistent: memory() }),
      publish: (state) => published.push(state),
      reply: (frameId, options, ceremony) => replies.push({ frameId, options, ceremony }),
      loginDelayMs: 0,
    });
  });

  async function signIn(): Promise<void> {
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'startVerification', type: 'SMS' }, 'f1');
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    expect(session.state).toMatchObject({ authState: 'logged-in', consumer: { hasPasskey: false } });
  }

  it('sends the creation options to the asking frame only, then records the new passkey', async () => {
    await signIn();
    await session.handle({ action: 'passkeyRegisterStart' }, 'link-1');
    expect(replies).toEqual([
      {
        frameId: 'link-1',
        options: { challenge: 'reg', rp: { id: 'localhost', name: 'Link' } },
        ceremony: 'create',
      },
    ]);
    expect(session.state.requests.registerPasskey.status).toBe('PENDING');
    // The options never go to the whole group.
    expect(JSON.stringify(published)).not.toContain('"reg"');

    await session.handle({ action: 'passkeyRegisterFinish', credential: '{"id":"cred"}' }, 'link-1');
    expect(session.state).toMatchObject({
      authState: 'logged-in',
      consumer: { hasPasskey: true },
      requests: { registerPasskey: { status: 'SUCCESS', error: null } },
    });
    expect(published.at(-1)?.consumer?.hasPasskey).toBe(true);
    const confirm = api.calls.find((c) => c.path.endsWith('/confirm_registration'));
    expect(confirm?.body).toMatchObject({
      webauthn_credential_data: '{"id":"cred"}',
      credentials: { consumer_session_client_secret: expect.stringMatching(/^csmrs_secret_/) },
    });
  });

  it.each([
    ['user_cancelled', 'The passkey prompt was cancelled.'],
    ['request_pending', 'A passkey request is already pending.'],
    ['iframe_not_focused', 'The passkey prompt needs the Link window to be focused.'],
    ['unknown', 'The passkey could not be used.'],
  ] as const)('shows a failed prompt (%s) as the spec error and stays signed in', async (reason, message) => {
    await signIn();
    await session.handle({ action: 'passkeyRegisterStart' }, 'link-1');
    await session.handle({ action: 'passkeyRegisterFailed', reason }, 'link-1');
    expect(session.state).toMatchObject({
      authState: 'logged-in',
      consumer: { hasPasskey: false },
      requests: { registerPasskey: { status: 'ERROR', error: { code: `passkey_${reason}`, message } } },
    });
    // A new try starts from the error.
    await session.handle({ action: 'passkeyRegisterStart' }, 'link-1');
    expect(session.state.requests.registerPasskey.status).toBe('PENDING');
    expect(replies).toHaveLength(2);
  });

  it("keeps the server's error for a rejected credential", async () => {
    await signIn();
    await session.handle({ action: 'passkeyRegisterStart' }, 'link-1');
    await session.handle({ action: 'passkeyRegisterFinish', credential: '{}' }, 'link-1');
    expect(session.state).toMatchObject({
      authState: 'logged-in',
      consumer: { hasPasskey: false },
      requests: {
        registerPasskey: { status: 'ERROR', error: { code: 'consumer_passkey_invalid' } },
      },
    });
  });

  it('refuses a registration before sign-in, and an answer nobody asked for', async () => {
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'passkeyRegisterStart' }, 'link-1');
    expect(session.state.requests.registerPasskey).toMatchObject({
      status: 'ERROR',
      error: { code: 'LJS004' },
    });
    expect(replies).toEqual([]);
    expect(api.calls.some((c) => c.path.includes('/passkeys/'))).toBe(false);

    await session.handle({ action: 'startVerification', type: 'SMS' }, 'f1');
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    await session.handle({ action: 'passkeyRegisterFinish', credential: '{"id":"cred"}' }, 'link-1');
    expect(session.state.requests.registerPasskey).toMatchObject({
      status: 'ERROR',
      error: { code: 'LJS007' },
    });
    expect(api.calls.some((c) => c.path.endsWith('/confirm_registration'))).toBe(false);
  });

  it('forgets a registration under way when the shopper logs out', async () => {
    await signIn();
    await session.handle({ action: 'passkeyRegisterStart' }, 'link-1');
    await session.handle({ action: 'logOut' }, 'link-1');
    expect(session.state.requests.registerPasskey.status).toBe('NONE');
    await session.handle({ action: 'passkeyRegisterFinish', credential: '{"id":"cred"}' }, 'link-1');
    expect(api.calls.some((c) => c.path.endsWith('/confirm_registration'))).toBe(false);
  });
});
