import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api-client.js';
import { attachCaptchaToken, PassiveCaptcha } from './passive.js';

const challenge = (expiresAt: number): ApiResult => ({
  ok: true,
  body: {
    provider: 'proof_of_work',
    site_key: 'payframe_proof_of_work',
    rqdata: 'v1.a.b',
    difficulty: 4,
    expires_at: expiresAt,
  },
});

describe('PassiveCaptcha', () => {
  it('fetches one puzzle when started, and a fresh one after each token is taken', async () => {
    let fetched = 0;
    const captcha = new PassiveCaptcha(async () => {
      fetched += 1;
      return challenge(Date.now() / 1000 + 600);
    });
    captcha.init();
    captcha.init();
    const token = await captcha.take();
    expect(token?.token).toMatch(/^v1\.a\.b\.\d+$/);
    expect(token?.ekey).toBe('payframe_proof_of_work');
    expect(fetched).toBe(2);
  });

  it('gives no token when none is ready within its time-out: the confirmation goes on without one', async () => {
    const never = new Promise<ApiResult>(() => {});
    const captcha = new PassiveCaptcha(() => never, 20);
    expect(await captcha.take()).toBeNull();
  });

  it('gives no token for an unknown provider, a failed call or an expired puzzle', async () => {
    const unknown = new PassiveCaptcha(async () => ({
      ok: true,
      body: { provider: 'other', site_key: 'k' },
    }));
    expect(await unknown.take()).toBeNull();
    const failing = new PassiveCaptcha(async () => ({
      ok: false,
      status: 0,
      error: { type: 'api_connection_error', message: 'x' },
    }));
    expect(await failing.take()).toBeNull();
    const expired = new PassiveCaptcha(async () => challenge(1));
    expect(await expired.take()).toBeNull();
  });

  it('puts the token in radar_options, beside what the merchant gave', async () => {
    const captcha = new PassiveCaptcha(async () => challenge(Date.now() / 1000 + 600));
    const body: Record<string, any> = { radar_options: { session: 'rse_1' } };
    await attachCaptchaToken(captcha, body);
    expect(body.radar_options).toEqual({
      session: 'rse_1',
      hcaptcha_token: expect.stringMatching(/^v1\.a\.b\.\d+$/),
    });
    const none: Record<string, any> = {};
    await attachCaptchaToken(undefined, none);
    expect(none).toEqual({});
  });
});

describe('PassiveCaptcha.forApi', () => {
  const api = (calls: string[]) =>
    ({
      post: async (path: string) => {
        calls.push(path);
        return challenge(Date.now() / 1000 + 600);
      },
    }) as never;

  it('starts from the elements session’s passive_captcha, then asks the server for the next puzzles', async () => {
    const calls: string[] = [];
    const fromSession = async () => {
      const first = challenge(Date.now() / 1000 + 600);
      return first.ok ? first.body : null;
    };
    const captcha = PassiveCaptcha.forApi(api(calls), fromSession);
    expect((await captcha.take())?.token).toMatch(/^v1\.a\.b\.\d+$/);
    expect(calls).toEqual(['/v1/payframe/captcha_challenges']);
  });

  it('asks the server when the session has none', async () => {
    const calls: string[] = [];
    const captcha = PassiveCaptcha.forApi(api(calls), async () => null);
    expect(await captcha.take()).not.toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('asks only once for a third-party provider’s challenge, which is the same every time', async () => {
    let fetched = 0;
    const captcha = new PassiveCaptcha(async () => {
      fetched += 1;
      return { ok: true, body: { provider: 'elsewhere', site_key: 'k', rqdata: null } };
    });
    await captcha.take();
    await captcha.take();
    expect(fetched).toBe(1);
  });
});
