import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { captchaFromSettings } from '../captcha/index.js';
import { FRAME_CSP, frameCsp } from './headers.js';
import { registerAssets } from './serve.js';

const sign = () => 'mac';
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe("the frames' policy and the captcha provider", () => {
  it('is the strict policy itself with the built-in proof of work: no third party at all', () => {
    const pow = captchaFromSettings({ provider: 'proof_of_work' }, sign);
    expect(frameCsp(pow.cspSources)).toBe(FRAME_CSP);
    expect(frameCsp()).toBe(FRAME_CSP);
    expect(FRAME_CSP).not.toMatch(/hcaptcha|cloudflare/);
  });

  it('allows hCaptcha’s origins for its script, frames, styles and calls only when hCaptcha is configured', () => {
    const hcaptcha = captchaFromSettings(
      {
        provider: 'hcaptcha',
        siteKey: 'site',
        secret: 'secret',
        scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
        verifyUrl: 'https://api.hcaptcha.com/siteverify',
        verifyTimeoutMs: 5000,
      },
      sign,
    );
    const policy = frameCsp(hcaptcha.cspSources);
    const origins = 'https://hcaptcha.com https://*.hcaptcha.com';
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${origins}`);
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' ${origins}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${origins}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${origins}`);
    // The rest is untouched: still no inline code, no base, form or plugin.
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'img-src')).toBe(directive(FRAME_CSP, 'img-src'));
    expect(policy).toContain("base-uri 'none'; form-action 'none'; object-src 'none'");
  });

  it('allows Turnstile’s origin for its script and frame only', () => {
    const turnstile = captchaFromSettings(
      {
        provider: 'turnstile',
        siteKey: 'site',
        secret: 'secret',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
        verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
        verifyTimeoutMs: 5000,
      },
      sign,
    );
    const policy = frameCsp(turnstile.cspSources);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://challenges.cloudflare.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
  });

  it('takes only origins: nothing a custom provider names can add a keyword or another directive', () => {
    const policy = frameCsp({
      'script-src': ["'unsafe-inline'", 'https://ok.example; script-src *', 'https://ok.example'],
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://ok.example");
  });

  it('is what the frame documents are served with', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payframe-csp-'));
    try {
      mkdirSync(path.join(dir, 'frames'), { recursive: true });
      mkdirSync(path.join(dir, 'js'));
      writeFileSync(path.join(dir, 'frames', 'frame.html'), '<!doctype html>');
      const http = Fastify();
      const policy = frameCsp({ 'script-src': ['http://127.0.0.1:9000'] });
      await registerAssets(
        http,
        { js: path.join(dir, 'js'), frames: path.join(dir, 'frames') },
        () => undefined,
        () => policy,
      );
      const res = await http.inject('/frames/frame.html');
      expect(res.headers['content-security-policy']).toBe(policy);
      expect(policy).toContain("script-src 'self' http://127.0.0.1:9000;");
      await http.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
