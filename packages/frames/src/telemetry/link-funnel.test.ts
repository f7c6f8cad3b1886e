import { LINK_REQUEST_NAMES, type LinkState } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import { linkFunnelEvents } from './link-funnel.js';

const NONE = { status: 'NONE', error: null } as const;

const initial: LinkState = {
  available: null,
  authState: 'none',
  email: null,
  emailSource: null,
  consumer: null,
  verification: null,
  requests: Object.fromEntries(LINK_REQUEST_NAMES.map((name) => [name, NONE])) as LinkState['requests'],
  paymentDetails: [],
  oneClickAutofill: false,
};

/** The session after a change of some of its parts. */
const next = (
  state: LinkState,
  change: Partial<LinkState>,
  requests: Partial<LinkState['requests']> = {},
) => ({
  ...state,
  ...change,
  requests: { ...state.requests, ...requests },
});

describe("Link's funnel events", () => {
  it('follows a returning shopper from Link offered to signed in, once each', () => {
    const offered = next(initial, { available: true });
    expect(linkFunnelEvents(null, offered).map((e) => e.name)).toEqual(['link.rendered']);
    const typed = next(offered, {
      email: 'jenny@example.com',
      emailSource: 'user_action',
      authState: 'unverified',
      consumer: { email: 'j***@example.com' } as LinkState['consumer'],
    });
    expect(linkFunnelEvents(offered, typed).map((e) => e.name)).toEqual([
      'link.interaction',
      'link.lookup_successful',
    ]);
    const wrongCode = next(
      typed,
      {},
      {
        confirmVerification: {
          status: 'ERROR',
          error: { type: 'invalid_request_error', code: 'consumer_verification_code_invalid', message: 'x' },
        },
      },
    );
    expect(linkFunnelEvents(typed, wrongCode)).toEqual([
      { name: 'link.authentication_error', fields: { error_code: 'consumer_verification_code_invalid' } },
    ]);
    const verified = next(
      wrongCode,
      { authState: 'verified' },
      { confirmVerification: { status: 'SUCCESS', error: null } },
    );
    expect(linkFunnelEvents(wrongCode, verified).map((e) => e.name)).toEqual(['link.authentication']);
    // The same state again tells nothing new.
    expect(linkFunnelEvents(verified, verified)).toEqual([]);
  });

  it('counts a new account, and the server failures Link cannot recover from', () => {
    const signedUp = next(
      initial,
      { authState: 'logged-in' },
      { signUp: { status: 'SUCCESS', error: null } },
    );
    expect(linkFunnelEvents(initial, signedUp).map((e) => e.name)).toEqual([
      'link.authentication',
      'link.account_creation_success',
    ]);
    const failed = next(
      initial,
      {},
      {
        listPaymentDetails: { status: 'ERROR', error: { type: 'api_connection_error', message: 'offline' } },
      },
    );
    expect(linkFunnelEvents(initial, failed)).toEqual([
      { name: 'link.fatal', fields: { error_code: 'api_connection_error' } },
    ]);
  });

  it('keeps no e-mail, even one the shopper typed', () => {
    const typed = next(initial, { email: 'jenny@example.com', emailSource: 'user_action' });
    expect(JSON.stringify(linkFunnelEvents(initial, typed))).not.toContain('@');
  });
});
