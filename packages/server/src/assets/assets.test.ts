import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_CSP } from './headers.js';
import { resolveInside } from './safe-path.js';
import { registerAssets } from './serve.js';

describe('resolveInside', () => {
  const root = path.resolve('/srv/frames');
  it.each([
    ['frame.html', path.join(root, 'frame.html')],
    ['assets/frame-ABC.js', path.join(root, 'assets', 'frame-ABC.js')],
  ])('resolves %s inside the root', (url, file) => {
    expect(resolveInside(root, url)).toBe(file);
  });
  it.each([
    '../secret.txt',
    '..%2fsecret.txt',
    '%2e%2e/secret.txt',
    'assets/../../secret.txt',
    'assets%2f..%2f..%2fsecret.txt',
    '..\\secret.txt',
    '%5c..%5csecret.txt',
    '.env',
    'frame.html%00.js',
    '%E0%A4%A',
    '',
    '/',
  ])('refuses %j', (url) => {
    expect(resolveInside(root, url)).toBeUndefined();
  });
});

describe('serving the builds', () => {
  let dir: string;
  let http: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'payframe-assets-'));
    mkdirSync(path.join(dir, 'js'));
    mkdirSync(path.join(dir, 'frames', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'js', 'payframe.js'), 'window.Payframe=function(){};');
    writeFileSync(
      path.join(dir, 'frames', 'frame.html'),
      '<!doctype html><script src="./assets/frame-X1.js"></script>',
    );
    writeFileSync(path.join(dir, 'frames', 'assets', 'frame-X1.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'frames', 'assets', 'frame-X1.css'), 'body{}');
    // Outside the frames root: must never be served.
    writeFileSync(path.join(dir, 'secret.txt'), 'SECRET');
    http = Fastify();
    await registerAssets(
      http,
      { js: path.join(dir, 'js'), frames: path.join(dir, 'frames') },
      () => 'http://localhost:4242',
    );
    await http.ready();
  });
  afterAll(async () => {
    await http.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the merchant script with an ETag and no-cache, and answers 304 to a matching ETag', async () => {
    const res = await http.inject({ url: '/v1/payframe.js', headers: { host: 'localhost:4242' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('window.Payframe=function(){};');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await http.inject({
      url: '/v1/payframe.js',
      headers: { host: 'localhost:4242', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('warns in the console, once, when the script is loaded from another address than the public URL', async () => {
    const elsewhere = await http.inject({ url: '/v1/payframe.js', headers: { host: '127.0.0.1:4242' } });
    expect(elsewhere.body.startsWith('window.Payframe=function(){};')).toBe(true);
    expect(elsewhere.body).toContain(
      'console.warn("Payframe: payframe.js was loaded from an address other than this server\'s public URL (http://localhost:4242',
    );
    const hostile = await http.inject({ url: '/v1/payframe.js', headers: { host: 'x");alert(1);("' } });
    expect(hostile.body).not.toContain('alert(1)');
    const home = await http.inject({ url: '/v1/payframe.js', headers: { host: 'localhost:4242' } });
    expect(home.body).toBe('window.Payframe=function(){};');
    expect(elsewhere.headers.etag).not.toBe(home.headers.etag);
    expect(home.headers.vary).toContain('Host');
  });

  it('serves frame.html with the frame policy, frameable by any page', async () => {
    const res = await http.inject('/frames/frame.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(FRAME_CSP);
    // No inline style and no stylesheet of another origin, no base, form or plugin.
    expect(FRAME_CSP).toContain("style-src 'self';");
    expect(FRAME_CSP).not.toContain('unsafe-inline');
    for (const directive of [
      "base-uri 'none'",
      "form-action 'none'",
      "object-src 'none'",
      "connect-src 'self'",
    ])
      expect(FRAME_CSP).toContain(directive);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets as immutable', async () => {
    const js = await http.inject('/frames/assets/frame-X1.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const css = await http.inject('/frames/assets/frame-X1.css?v=1');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it.each([
    '/frames/../secret.txt',
    '/frames/%2e%2e/secret.txt',
    '/frames/..%2fsecret.txt',
    '/frames/assets/..%2f..%2fsecret.txt',
    '/frames/%2e%2e%5csecret.txt',
    '/frames/assets',
    '/frames/missing.html',
  ])('never serves what lies outside the build: %s', async (url) => {
    const res = await http.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SECRET');
  });
});

describe('before the builds exist', () => {
  it('answers 503 telling to run npm run build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payframe-nobuild-'));
    const http = Fastify();
    await registerAssets(http, { js: path.join(dir, 'js'), frames: path.join(dir, 'frames') });
    for (const url of ['/v1/payframe.js', '/frames/frame.html']) {
      const res = await http.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    }
    await http.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
