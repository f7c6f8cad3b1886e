import { describe, expect, it } from 'vitest';
import { challengePageUrl } from './page-url.js';

describe('challengePageUrl', () => {
  it.each([
    // The public URL says localhost; the frame was served from 127.0.0.1 by the same server.
    [
      'http://localhost:4242/test/3ds/act_1?t=abc',
      'http://127.0.0.1:4242',
      'http://127.0.0.1:4242/test/3ds/act_1?t=abc',
    ],
    [
      'http://localhost:4242/test/3ds/act_1?t=abc',
      'http://localhost:4242',
      'http://localhost:4242/test/3ds/act_1?t=abc',
    ],
    [
      'https://acs.bank.example/challenge?x=1',
      'http://127.0.0.1:4242',
      'https://acs.bank.example/challenge?x=1',
    ],
    // A hosted voucher is this server's page too.
    [
      'http://localhost:4242/vouchers/vch_1?token=t&locale=fr',
      'http://127.0.0.1:4242',
      'http://127.0.0.1:4242/vouchers/vch_1?token=t&locale=fr',
    ],
    ['http://localhost:4242/v1/other', 'http://127.0.0.1:4242', 'http://localhost:4242/v1/other'],
    ['not a url', 'http://127.0.0.1:4242', 'not a url'],
  ])('%s from %s', (url, origin, expected) => {
    expect(challengePageUrl(url, origin)).toBe(expected);
  });
});
