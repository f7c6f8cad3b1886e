import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaFromEnv } from './provider.js';
import { readCaptchaSettings } from './settings.js';
import { providerCspSources, providerUnavailable, SiteverifyCaptcha } from './siteverify.js';

const scope = { accountId: 'acct_1', livemode: false };
const use = { kind: 'passive' as const, intent: null, remoteIp: '203.0.113.9' };

/** A siteverify endpoint on the loopback: each path answers its own way. */
describe('checking a token with the provider’s siteverify endpoint', () => {
  let server: Server;
  let base: string;
  const received: Record<string, string>[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        received.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', ...form });
        const json = (status: number, body: string) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(body);
        if (req.url === '/slow') return; // never answers
        if (req.url === '/bad-json') return json(200, '<html>oops</html>');
        if (req.url === '/no-success') return json(200, '{"hostname":"x"}');
        if (req.url === '/down') return json(503, '{"success":true}');
        const good = form.secret === 'sec_1' && form.response === 'good-token';
        json(200, JSON.stringify({ success: good, 'error-codes': good ? [] : ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (name: 'hcaptcha' | 'turnstile', path = '/siteverify', verifyTimeoutMs = 2_000) =>
    new SiteverifyCaptcha({
      provider: name,
      siteKey: 'site_1',
      secret: 'sec_1',
      scriptUrl: `${base}/api.js`,
      verifyUrl: `${base}${path}`,
      verifyTimeoutMs,
    });

  it('accepts a token the provider calls a success, posting secret, response and the shopper’s address as a form', async () => {
    received.length = 0;
    const verdict = await provider('hcaptcha').verify(scope, 'good-token', use);
    expect(verdict).toMatchObject({ ok: true, nonce: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(received).toEqual([
      {
        path: '/siteverify',
        type: 'application/x-www-form-urlencoded',
        secret: 'sec_1',
        response: 'good-token',
        remoteip: '203.0.113.9',
        sitekey: 'site_1',
      },
    ]);
    // Turnstile takes no site key: its secret names the widget.
    received.length = 0;
    expect((await provider('turnstile').verify(scope, 'good-token', use)).ok).toBe(true);
    expect(received[0]).not.toHaveProperty('sitekey');
    expect(received[0]?.remoteip).toBe('203.0.113.9');
  });

  it('refuses a token the provider rejects, and an empty or oversized one without asking', async () => {
    received.length = 0;
    const rejected = await provider('turnstile').verify(scope, 'forged', use);
    expect(rejected).toEqual({ ok: false, reason: 'rejected' });
    expect(providerUnavailable(rejected)).toBe(false);
    expect(await provider('hcaptcha').verify(scope, '', use)).toEqual({ ok: false, reason: 'malformed' });
    expect(await provider('hcaptcha').verify(scope, 'x'.repeat(5000), use)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(received).toHaveLength(1);
  });

  it('gives up after its time-out: the provider is unavailable, nothing is thrown', async () => {
    const started = Date.now();
    const verdict = await provider('hcaptcha', '/slow', 150).verify(scope, 'good-token', use);
    expect(verdict).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(providerUnavailable(verdict)).toBe(true);
  });

  it('treats an answer that is not the provider’s JSON, or a server error, as unavailable', async () => {
    for (const [path, reason] of [
      ['/bad-json', 'bad_answer'],
      ['/no-success', 'bad_answer'],
      ['/down', 'unreachable'],
    ] as const) {
      const verdict = await provider('turnstile', path).verify(scope, 'good-token', use);
      expect(verdict).toEqual({ ok: false, reason });
      expect(providerUnavailable(verdict)).toBe(true);
    }
    const closed = new SiteverifyCaptcha({
      provider: 'hcaptcha',
      siteKey: 'k',
      secret: 's',
      scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      verifyTimeoutMs: 2_000,
    });
    expect(await closed.verify(scope, 'good-token', use)).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('hands the frames the provider, its site key and its script', () => {
    expect(provider('turnstile').challenge()).toEqual({
      provider: 'turnstile',
      site_key: 'site_1',
      rqdata: null,
      difficulty: null,
      expires_at: null,
      script_url: `${base}/api.js`,
    });
  });
});

describe('the captcha settings of the environment', () => {
  it('is the built-in proof of work by default, with no origin for the frames to allow', () => {
    expect(readCaptchaSettings({})).toEqual({ provider: 'proof_of_work', difficulty: undefined });
    expect(
      readCaptchaSettings({ PAYFRAME_CAPTCHA_PROVIDER: 'pow', PAYFRAME_CAPTCHA_DIFFICULTY: '8' }),
    ).toEqual({
      provider: 'proof_of_work',
      difficulty: 8,
    });
    const pow = captchaFromEnv({}, () => 'mac');
    expect(pow.name).toBe('proof_of_work');
    expect(pow.cspSources).toBeUndefined();
  });

  it('reads hCaptcha and Turnstile with their keys, their default script and siteverify URLs, or given ones', () => {
    expect(
      readCaptchaSettings({
        PAYFRAME_CAPTCHA_PROVIDER: 'hcaptcha',
        PAYFRAME_CAPTCHA_SITE_KEY: 'site',
        PAYFRAME_CAPTCHA_SECRET: 'secret',
      }),
    ).toEqual({
      provider: 'hcaptcha',
      siteKey: 'site',
      secret: 'secret',
      scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      verifyUrl: 'https://api.hcaptcha.com/siteverify',
      verifyTimeoutMs: 5_000,
    });
    expect(
      readCaptchaSettings({
        PAYFRAME_CAPTCHA_PROVIDER: 'Turnstile',
        PAYFRAME_CAPTCHA_SITE_KEY: 'site',
        PAYFRAME_CAPTCHA_SECRET: 'secret',
        PAYFRAME_CAPTCHA_SCRIPT_URL: 'http://127.0.0.1:8080/turnstile.js',
        PAYFRAME_CAPTCHA_VERIFY_URL: 'http://127.0.0.1:8080/siteverify',
        PAYFRAME_CAPTCHA_VERIFY_TIMEOUT_MS: '800',
      }),
    ).toMatchObject({
      provider: 'turnstile',
      scriptUrl: 'http://127.0.0.1:8080/turnstile.js',
      verifyUrl: 'http://127.0.0.1:8080/siteverify',
      verifyTimeoutMs: 800,
    });
  });

  it('refuses to start with a missing key, an unknown provider, a bad URL or time-out', () => {
    expect(() => readCaptchaSettings({ PAYFRAME_CAPTCHA_PROVIDER: 'turnstile' })).toThrow(
      'PAYFRAME_CAPTCHA_PROVIDER=turnstile needs PAYFRAME_CAPTCHA_SITE_KEY and PAYFRAME_CAPTCHA_SECRET.',
    );
    expect(() => readCaptchaSettings({ PAYFRAME_CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      'PAYFRAME_CAPTCHA_PROVIDER must be pow, hcaptcha or turnstile, got recaptcha',
    );
    const keys = {
      PAYFRAME_CAPTCHA_PROVIDER: 'hcaptcha',
      PAYFRAME_CAPTCHA_SITE_KEY: 's',
      PAYFRAME_CAPTCHA_SECRET: 'x',
    };
    expect(() =>
      readCaptchaSettings({ ...keys, PAYFRAME_CAPTCHA_SCRIPT_URL: 'javascript:alert(1)' }),
    ).toThrow(/PAYFRAME_CAPTCHA_SCRIPT_URL must be an absolute http or https URL/);
    expect(() => readCaptchaSettings({ ...keys, PAYFRAME_CAPTCHA_VERIFY_TIMEOUT_MS: 'soon' })).toThrow(
      /PAYFRAME_CAPTCHA_VERIFY_TIMEOUT_MS must be a whole number/,
    );
  });

  it('allows each provider’s documented origins, or the origin its script is served from instead', () => {
    expect(
      providerCspSources({
        provider: 'turnstile',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      }),
    ).toEqual({
      'script-src': ['https://challenges.cloudflare.com'],
      'frame-src': ['https://challenges.cloudflare.com'],
    });
    expect(
      providerCspSources({
        provider: 'hcaptcha',
        scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      })['frame-src'],
    ).toEqual(['https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(providerCspSources({ provider: 'hcaptcha', scriptUrl: 'http://127.0.0.1:9000/1/api.js' })).toEqual(
      {
        'script-src': ['http://127.0.0.1:9000'],
        'frame-src': ['http://127.0.0.1:9000'],
        'style-src': ['http://127.0.0.1:9000'],
        'connect-src': ['http://127.0.0.1:9000'],
      },
    );
  });
});
