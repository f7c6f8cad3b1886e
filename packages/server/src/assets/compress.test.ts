import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickCoding } from './compress.js';
import { registerAssets } from './serve.js';

describe('pickCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%j gives %s', (header, coding) => {
    expect(pickCoding(header)).toBe(coding);
  });
});

describe('compressed assets', () => {
  const script = `window.Payframe=function(){${'return 1;'.repeat(400)}};`;
  let dir: string;
  let http: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'payframe-compress-'));
    mkdirSync(path.join(dir, 'js'));
    mkdirSync(path.join(dir, 'frames', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'js', 'payframe.js'), script);
    writeFileSync(path.join(dir, 'frames', 'assets', 'chunk-X1.js'), 'console.log(1)');
    http = Fastify();
    await registerAssets(http, { js: path.join(dir, 'js'), frames: path.join(dir, 'frames') });
    await http.ready();
  });
  afterAll(async () => {
    await http.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => http.inject({ url, headers });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends %s to a browser that takes it, with its own ETag and Vary', async (coding, decode) => {
    const res = await get('/v1/payframe.js', { 'accept-encoding': coding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toBe('Host, Accept-Encoding');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    const plain = await get('/v1/payframe.js');
    expect(res.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/v1/payframe.js', {
      'accept-encoding': coding,
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the file as it is without Accept-Encoding, and small files uncompressed', async () => {
    const plain = await get('/v1/payframe.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const small = await get('/frames/assets/chunk-X1.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(small.body).toBe('console.log(1)');
  });
});
