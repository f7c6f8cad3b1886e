import { describe, expect, it } from 'vitest';
import { apiTarget, parseArgs, UsageError } from './args.js';

describe('the CLI arguments', () => {
  it('reads --name value and --name=value, and positionals', () => {
    const { options, positionals } = parseArgs([
      'payment_intent.succeeded',
      '--api-base',
      'http://h:1',
      '--events=a,b',
    ]);
    expect(positionals).toEqual(['payment_intent.succeeded']);
    expect(Object.fromEntries(options)).toEqual({ 'api-base': 'http://h:1', events: 'a,b' });
    expect(() => parseArgs(['--forward-to'])).toThrow(UsageError);
    expect(() => parseArgs(['--forward-to', '--events', 'a'])).toThrow('--forward-to needs a value.');
  });

  it('takes the server and key from the options, else the environment, else the local server', () => {
    const key = 'sk_test_abc';
    expect(apiTarget(new Map([['api-key', key]]), {})).toEqual({
      apiBase: 'http://localhost:4242',
      apiKey: key,
    });
    expect(apiTarget(new Map(), { PAYFRAME_SECRET_KEY: key, PORT: '5000' }).apiBase).toBe(
      'http://localhost:5000',
    );
    expect(
      apiTarget(new Map([['api-base', 'https://pay.example']]), {
        PAYFRAME_SECRET_KEY: key,
        PAYFRAME_API_BASE: 'http://other',
      }).apiBase,
    ).toBe('https://pay.example');
    expect(() => apiTarget(new Map(), {})).toThrow('A secret key is needed');
    expect(() => apiTarget(new Map([['api-key', 'pk_test_abc']]), {})).toThrow('must be a secret key');
    expect(() => apiTarget(new Map([['api-base', 'nope']]), { PAYFRAME_SECRET_KEY: key })).toThrow(
      '--api-base must be a URL',
    );
  });
});
