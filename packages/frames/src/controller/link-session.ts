/**
 * The group's one Link session, owned by the controller frame (docs/link.md#states, docs/confirmation.md
 * "Shared-session actions"). Element frames never hold the consumer session secret: they ask
 * and render.
 *
 * Messages (all on the group's BroadcastChannel, never on the merchant page's window):
 * - `link/action` (element frame -> controller), payload a LinkAction: see link-actions.ts.
 * - `link/state` (controller -> group): the whole LinkState after every change, and again when
 *   a frame says `frame/hello`. Frames render from it alone. `available` is elements/wallet-config's
 *   `link_available`, asked once on load (`checkAvailability`; null until answered).
 * - No message pays: the Payment Element's `collect/response` carries its Link choice (a saved
 *   detail, a logged-in shopper's new card, or the opt-in's sign-up with the typed card) and the
 *   controller's confirm runs the payment steps of `link-payment.ts` (sign up, save the card,
 *   share, re-list after a decline) through `port`, with the request states `signUp`,
 *   `createPaymentDetails` and `confirmLinkIntent`.
 * - `link/passkey-options` (controller -> the frame that asked): the WebAuthn request options.
 * - `link/passkey-creation-options` (controller -> the frame that asked): the WebAuthn creation options.
 *
 * Every call's progress is in `requests[kind]` (NONE, PENDING, SUCCESS, ERROR with the error),
 * and the authentication state moves only by the machines of link/machines (docs/link.md#states).
 */
import type { LinkAction, LinkState } from '@payframe/js/protocol';
import type { ConsumerClient, ConsumerResult } from '../link/consumer-client.js';
import { consumerFrom, initialLinkState, isVerified, shownError } from '../link/link-state.js';
import { loginByStoredCredential } from '../link/login-storage.js';
import {
  type AuthEvent,
  nextAuthState,
  nextRequestStates,
  type RequestEvent,
  type RequestKind,
} from '../link/machines/index.js';
import { linkAction } from './link-actions.js';
import type { LinkPort } from './link-payment.js';
import type { LinkSessionOptions } from './link-session-options.js';
import { LINK_LOGIN_DELAY_MS, type LinkVerificationCore } from './link-verification.js';
import { listPaymentDetails } from './link-wallet-calls.js';

export class LinkSession implements LinkVerificationCore {
  private current: LinkState = initialLinkState();
  /** Only the newest lookup's answer is applied (the shopper keeps typing). */
  private lookupSeq = 0;
  /** The stored-login attempt on load: a lookup waits for it, so the two never race. */
  private restoring: Promise<void> = Promise.resolve();

  /** What the controller's confirm uses for Link payments (see link-payment.ts). */
  readonly port: LinkPort;

  constructor(private readonly options: LinkSessionOptions) {
    options.client.onSecretChange = (secret) => this.rememberRenewed(secret);
    this.port = {
      core: this,
      signUp: (fields) => this.signUp({ action: 'signUp', ...fields }),
      listPaymentDetails: () => listPaymentDetails(this),
    };
  }

  /** elements/wallet-config: may Link be offered here? A failed answer leaves it unavailable. */
  async checkAvailability(): Promise<void> {
    let available = false;
    try {
      const result = await (this.options.walletConfig?.() ?? this.client.walletConfig());
      available = result.ok && result.body.link_available === true;
    } catch {}
    this.update({ available });
  }

  banksOffered(): boolean {
    return this.options.takesBankAccounts?.() === true && this.current.consumer?.bankEnabled === true;
  }

  get client(): ConsumerClient {
    return this.options.client;
  }

  get state(): LinkState {
    return this.current;
  }

  update(patch: Partial<LinkState>): void {
    this.current = { ...this.current, ...patch };
    this.options.publish(this.current);
  }

  async track<T>(kind: RequestKind, call: () => Promise<ConsumerResult<T>>): Promise<ConsumerResult<T>> {
    this.reset(kind);
    this.request({ type: 'started', kind });
    const result = await call();
    this.request(
      result.ok ? { type: 'succeeded', kind } : { type: 'failed', kind, error: shownError(result.error) },
    );
    return result;
  }

  request(event: RequestEvent): void {
    const moved = nextRequestStates(this.current.requests, event);
    if (moved.ok) this.update({ requests: moved.state });
  }

  reset(kind: RequestKind): void {
    this.request({ type: 'reset', kind });
  }

  get loginDelayMs(): number {
    return this.options.loginDelayMs ?? LINK_LOGIN_DELAY_MS;
  }

  reply(frameId: string, options: Record<string, unknown>, ceremony?: 'create'): void {
    this.options.reply(frameId, options, ceremony);
  }

  /** Moves the authentication state by the machine; a refused event (LJS006) changes nothing. */
  auth(event: AuthEvent, patch: Partial<LinkState> = {}): boolean {
    const moved = nextAuthState(this.current.authState, event);
    if (moved.ok) this.update({ ...patch, authState: moved.state });
    return moved.ok;
  }

  /** On load: a login stored on this browser signs the shopper in without a code (one-click). */
  restore(): Promise<void> {
    this.restoring = this.restoreStored();
    return this.restoring;
  }

  private async restoreStored(): Promise<void> {
    const login = await loginByStoredCredential(this.client, this.options.storage);
    const session = login?.answer.consumer_session;
    if (!login || !session) return;
    const verified = isVerified(session);
    this.auth({ type: 'sessionCreated', hasPublishableKey: true });
    this.auth(
      { type: 'loaded', behaviour: 'oneclick', sessionVerified: verified },
      {
        email: session.email_address,
        emailSource: 'stored_login',
        consumer: consumerFrom(session, login.answer),
        oneClickAutofill: true,
      },
    );
    if (verified) await listPaymentDetails(this);
  }

  /** One `link/action` message from an element frame (see link-actions.ts). */
  handle(action: LinkAction, frameId: string | undefined): Promise<void> {
    return linkAction(this, action, frameId);
  }

  async lookup(raw: string, source: 'user_action' | 'default_value'): Promise<void> {
    await this.restoring;
    const email = raw.trim().toLowerCase();
    const { authState, consumer } = this.current;
    // The same consumer again (typed back, or told by another frame): keep their session.
    if (consumer?.email === email && authState !== 'declined') return;
    const seq = ++this.lookupSeq;
    if (authState === 'logged-in' || authState === 'verified') this.auth({ type: 'resetSession' });
    this.client.setSecret(null);
    this.reset('startVerification');
    this.reset('confirmVerification');
    this.update({
      email,
      emailSource: source,
      consumer: null,
      verification: null,
      paymentDetails: [],
      oneClickAutofill: false,
    });
    const { amount, currency } = this.options.amount?.() ?? { amount: null, currency: null };
    const result = await this.track('createSession', () =>
      this.client.lookup({ email, emailSource: source, amount, currency }),
    );
    if (seq !== this.lookupSeq) return;
    // docs/link.md#states: a 403 is "not logged in" (none); other failures read as unregistered.
    if (!result.ok) return void this.auth({ type: 'sessionCreateFailed', status: result.status });
    const session = result.body.exists ? result.body.consumer_session : null;
    if (!session?.client_secret) return void this.auth({ type: 'sessionCreated', hasPublishableKey: false });
    this.client.setSecret(session.client_secret);
    this.auth(
      { type: 'sessionCreated', hasPublishableKey: true },
      { consumer: consumerFrom(session, result.body) },
    );
  }

  async autofill(choice: 'OPT-IN' | 'OPT-OUT'): Promise<void> {
    const sessionVerified = this.current.authState === 'verified';
    if (choice === 'OPT-OUT') {
      this.client.setSecret(null);
      this.auth(
        { type: 'autofillOptOut' },
        { consumer: null, email: null, paymentDetails: [], oneClickAutofill: false, verification: null },
      );
      return;
    }
    if (!this.auth({ type: 'autofillOptIn', behaviour: 'oneclick', sessionVerified })) return;
    if (sessionVerified) this.auth({ type: 'loggedIn' }, { oneClickAutofill: false });
  }

  async logOut(): Promise<void> {
    const secret = this.client.activeSecret;
    const email = this.current.consumer?.email ?? null;
    if (secret) this.options.storage.clear(secret);
    this.lookupSeq++;
    await this.track('logOut', () => this.client.logOut());
    // The secret is gone whatever the server said: the shopper is logged out here.
    const requests = { ...initialLinkState().requests, logOut: this.current.requests.logOut };
    this.auth(
      { type: 'resetSession' },
      { ...initialLinkState(), available: this.current.available, requests },
    );
    this.options.onLoggedOut?.(email);
  }

  /** Another group's shopper logged out: this group forgets the consumer too (no call is made). */
  forget(email: string | null): void {
    const known = this.current.consumer?.email ?? this.current.email;
    if (known === null || (email !== null && known !== email)) return;
    this.lookupSeq++;
    this.client.setSecret(null);
    this.auth({ type: 'resetSession' }, { ...initialLinkState(), available: this.current.available });
  }

  /** Answers whether the account was made (the opt-in falls back to a plain card when not). */
  async signUp(action: Extract<LinkAction, { action: 'signUp' }>): Promise<boolean> {
    const { amount, currency } = this.options.amount?.() ?? { amount: null, currency: null };
    const result = await this.track('signUp', () =>
      this.client.signUp({
        email_address: action.email,
        phone_number: action.phone,
        country: action.country,
        legal_name: action.legalName,
        consent_action: action.consentAction,
        amount: amount ?? undefined,
        currency: currency ?? undefined,
      }),
    );
    if (!result.ok) return false;
    const session = result.body.consumer_session;
    this.remember(session.client_secret, session.email_address);
    this.auth({ type: 'signedUp' }, { email: session.email_address, consumer: consumerFrom(session) });
    return true;
  }

  remember(secret: string | null, email: string): void {
    if (secret) this.options.storage.set({ secret, email, lifetime: this.options.lifetime ?? 'persistent' });
  }

  /** An extended secret replaces the stored login it came from. */
  private rememberRenewed(secret: string | null): void {
    const email = this.current.consumer?.email;
    const { authState } = this.current;
    if (email && (authState === 'logged-in' || authState === 'verified')) this.remember(secret, email);
  }
}
