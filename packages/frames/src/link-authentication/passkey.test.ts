import { describe, expect, it } from 'vitest';
import { type PasskeyBrowser, passkeyFailure, runPasskey } from './passkey.js';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

function browser(answer: () => Promise<unknown>, focused = true): PasskeyBrowser {
  return {
    hasFocus: () => focused,
    authenticate: answer,
    register: () => Promise.reject(new Error('get only')),
  };
}

describe('the passkey prompt', () => {
  it('answers the assertion as JSON', async () => {
    const outcome = await runPasskey(
      { challenge: 'c' },
      browser(async () => ({ id: 'cred', type: 'public-key' })),
    );
    expect(outcome).toEqual({ ok: true, credential: '{"id":"cred","type":"public-key"}' });
  });

  it('creates a passkey with the create ceremony and answers the new credential as JSON', async () => {
    const created: Array<Record<string, unknown>> = [];
    const creating: PasskeyBrowser = {
      hasFocus: () => true,
      authenticate: () => Promise.reject(new Error('create only')),
      register: async (options) => {
        created.push(options);
        return { id: 'new', type: 'public-key' };
      },
    };
    const outcome = await runPasskey({ challenge: 'reg' }, creating, 'create');
    expect(outcome).toEqual({ ok: true, credential: '{"id":"new","type":"public-key"}' });
    expect(created).toEqual([{ challenge: 'reg' }]);
  });

  it('does not prompt from a frame without focus', async () => {
    let asked = false;
    const outcome = await runPasskey(
      {},
      browser(async () => {
        asked = true;
      }, false),
    );
    expect(outcome).toEqual({ ok: false, reason: 'iframe_not_focused' });
    expect(asked).toBe(false);
  });

  it('refuses a second prompt while one is pending', async () => {
    let release: () => void = () => {};
    const first = runPasskey(
      {},
      browser(() => new Promise<unknown>((resolve) => (release = () => resolve({ id: 'x' })))),
    );
    expect(
      await runPasskey(
        {},
        browser(async () => ({ id: 'y' })),
      ),
    ).toEqual({ ok: false, reason: 'request_pending' });
    release();
    expect((await first).ok).toBe(true);
  });

  it.each([
    [named('NotAllowedError', 'The operation either timed out or was not allowed.'), 'user_cancelled'],
    [named('NotAllowedError', 'The document is not focused.'), 'iframe_not_focused'],
    [named('AbortError'), 'user_cancelled'],
    [named('InvalidStateError', 'A request is already pending.'), 'request_pending'],
    [named('SecurityError'), 'unknown'],
    ['weird', 'unknown'],
  ])('reads %s as %s', async (error, reason) => {
    expect(passkeyFailure(error)).toBe(reason);
    expect(
      await runPasskey(
        {},
        browser(() => Promise.reject(error)),
      ),
    ).toEqual({ ok: false, reason });
  });
});
