import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServer } from '../server.js';
import { waitFor } from '../webhooks/wait.fixture.js';

describe('the request log', () => {
  it('leaves successful health probes out at the info level, and logs other calls', async () => {
    const lines: { path?: string; status?: number }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = await createServer({
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir: 'memory://',
        databaseUrl: undefined,
        workers: false,
        encryptionKey: randomBytes(32).toString('hex'),
      },
      logger: { level: 'info', stream },
    });
    try {
      const url = await server.listen();
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect((await fetch(`${url}/v1/nothing_here`)).status).toBe(404);
      // The line is written once the answer has gone: wait for it rather than race it.
      await waitFor('the 404 line', () => lines.some((line) => line.path === '/v1/nothing_here'));
      const paths = lines.filter((line) => line.status !== undefined).map((line) => line.path);
      expect(paths).toEqual(['/v1/nothing_here']);
    } finally {
      await server.close();
    }
  });
});
