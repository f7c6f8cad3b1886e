// @vitest-environment happy-dom
import type { ChangePayload, LinkAction, LinkState } from '@payframe/js/protocol';
import { act } from 'preact/test-utils';
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EN } from '../i18n/messages/en.js';
import { initialLinkState } from '../link/link-state.js';
import type { RequestKind } from '../link/machines/index.js';
import { LOOKUP_DEBOUNCE_MS } from './email-lookup.js';
import { LinkAuthElement } from './LinkAuthElement.js';
import type { LinkAuthControls } from './use-link-auth.js';

const JENNY = 'jenny@shop.example';
const consumer = {
  email: JENNY,
  redactedPhone: '(***) *** **23',
  phoneCountry: 'US',
  phone: '[redacted]',
  hasPasskey: true,
  bankEnabled: true,
  verificationSessions: [],
};

function linkState(
  patch: Partial<LinkState>,
  requests: Partial<Record<RequestKind, unknown>> = {},
): LinkState {
  const base = initialLinkState();
  return { ...base, ...patch, requests: { ...base.requests, ...requests } as LinkState['requests'] };
}

let container: HTMLDivElement;
let root: Root;
let actions: LinkAction[];
let changes: ChangePayload[];
const controls: { current: LinkAuthControls | null } = { current: null };

async function render(link: LinkState | null, defaultEmail = '', passkeysSupported = false) {
  await act(async () =>
    root.render(
      h(LinkAuthElement, {
        link,
        defaultEmail,
        controls,
        passkeysSupported,
        act: (action: LinkAction) => actions.push(action),
        onChange: (payload: ChangePayload) => changes.push(payload),
      }),
    ),
  );
}

const query = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
const view = () => query('.LinkAuth')?.getAttribute('data-view');
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

/** Types into an input as the browser does (React reads the input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  actions = [];
  changes = [];
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('the Link Authentication Element', () => {
  it('looks the typed e-mail up after a pause and tells the merchant page the e-mail only', async () => {
    vi.useFakeTimers();
    await render(linkState({}));
    expect(view()).toBe('authentication');
    type(query<HTMLInputElement>('#link-email')!, ' Jenny@Shop.Example');
    expect(actions).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(LOOKUP_DEBOUNCE_MS);
    });
    expect(actions).toEqual([{ action: 'lookup', email: JENNY }]);
    expect(changes.at(-1)).toEqual({
      elementType: 'linkAuthentication',
      complete: true,
      empty: false,
      value: { email: 'Jenny@Shop.Example' },
    });
  });

  it('sends a code to a consumer found for the e-mail (by SMS to their phone)', async () => {
    await render(linkState({ authState: 'unverified', email: JENNY, consumer }), JENNY);
    expect(actions).toContainEqual({ action: 'startVerification', type: 'SMS' });
    await render(linkState({ authState: 'unverified', email: JENNY, consumer }), JENNY);
    expect(actions.filter((a) => a.action === 'startVerification')).toHaveLength(1);
  });

  it('takes the six digits of the code, sends them once complete, and never tells the merchant page', async () => {
    const verifying = linkState(
      {
        authState: 'verifying',
        email: JENNY,
        consumer,
        verification: { type: 'SMS', sentTo: '(***) *** **23' },
      },
      { startVerification: { status: 'SUCCESS', error: null } },
    );
    await render(verifying, JENNY);
    expect(view()).toBe('verification');
    expect(container.textContent).toContain('Enter the code sent to (***) *** **23.');
    const boxes = [...container.querySelectorAll<HTMLInputElement>('.LinkAuth-digit')];
    expect(boxes).toHaveLength(6);
    expect(boxes[0]!.autocomplete).toBe('one-time-code');
    type(boxes[0]!, '12');
    type(boxes[2]!, '3456');
    expect(actions.at(-1)).toEqual({ action: 'confirmVerification', code: '123456' });
    expect(JSON.stringify(changes)).not.toContain('123456');
    expect(button(EN['link.usePasskey'])).toBeTruthy();
  });

  it("shows the server's message for a refused code", async () => {
    const message = 'The code is incorrect. 4 tries left.';
    const refused = linkState(
      {
        authState: 'verifying',
        email: JENNY,
        consumer,
        verification: { type: 'SMS', sentTo: '(***) *** **23' },
      },
      {
        startVerification: { status: 'SUCCESS', error: null },
        confirmVerification: {
          status: 'ERROR',
          error: { type: 'invalid_request_error', code: 'consumer_verification_code_invalid', message },
        },
      },
    );
    await render(refused, JENNY);
    expect(query('[data-testid="link-error"]')?.textContent).toBe(message);
    act(() => button(EN['link.resend']).click());
    expect(actions.at(-1)).toEqual({ action: 'startVerification', type: 'SMS' });
  });

  it('logs a signed-in shopper out only after asking', async () => {
    const signedIn = linkState({ authState: 'logged-in', email: JENNY, consumer });
    await render(signedIn, JENNY);
    expect(query('[data-testid="link-signed-in"]')).not.toBeNull();
    expect(query<HTMLInputElement>('#link-email')!.readOnly).toBe(true);
    act(() => button(EN['link.notYou']).click());
    expect(view()).toBe('logout-confirmation');
    act(() => button(EN['link.cancel']).click());
    expect(view()).not.toBe('logout-confirmation');
    act(() => button(EN['link.notYou']).click());
    act(() => button(EN['link.logout']).click());
    expect(actions).toContainEqual({ action: 'logOut' });
  });

  it('offers a signed-in consumer without a passkey to create one, where the browser can', async () => {
    const without = { ...consumer, hasPasskey: false };
    const signedIn = (requests: Partial<Record<RequestKind, unknown>> = {}, who = without) =>
      linkState({ authState: 'logged-in', email: JENNY, consumer: who }, requests);
    await render(signedIn(), JENNY, false);
    expect(query('[data-testid="link-passkey-offer"]')).toBeNull();
    await render(signedIn({}, consumer), JENNY, true);
    expect(query('[data-testid="link-passkey-offer"]')).toBeNull();

    await render(signedIn(), JENNY, true);
    expect(query('[data-testid="link-passkey-offer"]')?.textContent).toContain(EN['link.passkeyOffer']);
    act(() => button(EN['link.createPasskey']).click());
    expect(actions.at(-1)).toEqual({ action: 'passkeyRegisterStart' });
    await render(signedIn({ registerPasskey: { status: 'PENDING', error: null } }), JENNY, true);
    expect(button(EN['link.createPasskey']).disabled).toBe(true);

    const message = 'The passkey prompt was cancelled.';
    const cancelled = { type: 'link_error', code: 'passkey_user_cancelled', message };
    await render(signedIn({ registerPasskey: { status: 'ERROR', error: cancelled } }), JENNY, true);
    expect(query('[data-testid="link-error"]')?.textContent).toBe(message);
    expect(button(EN['link.createPasskey']).disabled).toBe(false);
    expect(query('[data-testid="link-signed-in"]')).not.toBeNull();

    const created = signedIn({ registerPasskey: { status: 'SUCCESS', error: null } }, consumer);
    await render(created, JENNY, true);
    expect(query('[data-testid="link-passkey-created"]')?.textContent).toBe(EN['link.passkeyCreated']);
    expect(button(EN['link.createPasskey'])).toBeUndefined();
  });

  it('offers the stored login in one click, with its e-mail in the field', async () => {
    await render(
      linkState({
        authState: 'verified',
        email: JENNY,
        emailSource: 'stored_login',
        consumer,
        oneClickAutofill: true,
      }),
    );
    expect(view()).toBe('cookie-authentication');
    expect(query<HTMLInputElement>('#link-email')!.value).toBe(JENNY);
    expect(changes.at(-1)?.value).toEqual({ email: JENNY });
    act(() => button(EN['link.continue']).click());
    expect(actions).toContainEqual({ action: 'autofill', choice: 'OPT-IN' });
    act(() => button(EN['link.notYou']).click());
    expect(actions).toContainEqual({ action: 'autofill', choice: 'OPT-OUT' });
  });

  it('answers a collect with the e-mail as billing e-mail, or the field error', async () => {
    await render(linkState({}));
    const collect = (display: boolean) => {
      let result: ReturnType<LinkAuthControls['collect']> | undefined;
      act(() => {
        result = controls.current!.collect(display);
      });
      return result;
    };
    expect(collect(true)).toMatchObject({ complete: false, error: { code: 'incomplete_email' } });
    type(query<HTMLInputElement>('#link-email')!, 'jenny@shop');
    expect(collect(false)).toMatchObject({ complete: false, error: { code: 'email_invalid' } });
    // A submit shows the error of a field the shopper typed in.
    collect(true);
    expect(query('#link-email-error')?.textContent).toBe(EN['error.email_invalid']);
    type(query<HTMLInputElement>('#link-email')!, JENNY);
    expect(collect(true)).toEqual({
      component: 'linkAuthentication',
      type: null,
      complete: true,
      paymentMethodData: { billing_details: { email: JENNY } },
    });
  });
});
