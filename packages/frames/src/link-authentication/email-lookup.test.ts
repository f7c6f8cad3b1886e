import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedLookup, isPlausibleEmail, LOOKUP_DEBOUNCE_MS, linkChange } from './email-lookup.js';

describe('looking e-mails up as the shopper types', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['jenny@example.com', true],
    ['  Jenny@Example.com ', true],
    ['jenny@example', false],
    ['jenny@', false],
    ['jenny example@x.com', false],
    ['', false],
  ])('%j is plausible: %s', (value, plausible) => {
    expect(isPlausibleEmail(value)).toBe(plausible);
  });

  it('waits for a pause, then looks up the last plausible value once, lower-cased', () => {
    const sent: string[] = [];
    const lookup = debouncedLookup((email) => sent.push(email));
    for (const value of ['j', 'je', 'jenny@example.co', 'Jenny@Example.com']) {
      lookup.type(value);
      vi.advanceTimersByTime(LOOKUP_DEBOUNCE_MS - 50);
    }
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual(['jenny@example.com']);
    lookup.type('jenny@example.com ');
    vi.advanceTimersByTime(LOOKUP_DEBOUNCE_MS);
    expect(sent).toEqual(['jenny@example.com']);
    lookup.reset();
    lookup.type('jenny@example.com');
    lookup.flush();
    expect(sent).toEqual(['jenny@example.com', 'jenny@example.com']);
  });

  it('never looks up an implausible value, and cancel drops what is pending', () => {
    const sent: string[] = [];
    const lookup = debouncedLookup((email) => sent.push(email));
    lookup.type('jenny@exa');
    vi.advanceTimersByTime(LOOKUP_DEBOUNCE_MS);
    lookup.type('jenny@example.com');
    lookup.cancel();
    vi.advanceTimersByTime(LOOKUP_DEBOUNCE_MS);
    expect(sent).toEqual([]);
  });
});

describe('the change event', () => {
  it('carries the e-mail, complete and empty, and nothing else', () => {
    expect(linkChange(' jenny@example.com ')).toEqual({
      elementType: 'linkAuthentication',
      complete: true,
      empty: false,
      value: { email: 'jenny@example.com' },
    });
    expect(linkChange('')).toEqual({
      elementType: 'linkAuthentication',
      complete: false,
      empty: true,
      value: { email: '' },
    });
  });
});
