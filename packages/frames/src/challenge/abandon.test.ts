import { afterEach, describe, expect, it, vi } from 'vitest';
import { abandonChallenge } from './abandon.js';

const ORIGIN = 'https://pay.example';

function stubFetch(response: Partial<Response> = { ok: true, type: 'basic' }) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response as Response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('abandonChallenge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the test page "fail" with its token', async () => {
    const fetch = stubFetch();
    expect(await abandonChallenge(`${ORIGIN}/test/3ds/src_123?token=tok_abc`, ORIGIN)).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${ORIGIN}/test/3ds/src_123`);
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('token=tok_abc&outcome=fail');
    expect(init.redirect).toBe('manual');
  });

  it('takes the redirect to the return_url as done', async () => {
    stubFetch({ ok: false, type: 'opaqueredirect' });
    expect(await abandonChallenge(`${ORIGIN}/test/3ds/src_1?token=t`, ORIGIN)).toBe(true);
  });

  it('leaves other origins, other pages and token-less links alone', async () => {
    const fetch = stubFetch();
    expect(await abandonChallenge('https://acs.bank.example/test/3ds/src_1?token=t', ORIGIN)).toBe(false);
    expect(await abandonChallenge(`${ORIGIN}/test/redirect/src_1?token=t`, ORIGIN)).toBe(false);
    expect(await abandonChallenge(`${ORIGIN}/test/3ds/src_1`, ORIGIN)).toBe(false);
    expect(await abandonChallenge('not a url', ORIGIN)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never rejects when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await abandonChallenge(`${ORIGIN}/test/3ds/src_1?token=t`, ORIGIN)).toBe(false);
  });
});
