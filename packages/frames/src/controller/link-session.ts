/**
 * The group's one Link session, owned by the controller frame (spec 2 section 4, spec 3
 * "Shared-session actions"). Element frames never hold the consumer session secret: they ask
 * and render.
 *
 * Messages (all on the group's BroadcastChannel, never on the merchant page's window):
 * - `link/action` (element frame -> controller), payload a LinkAction:
 *   - `lookup { email, source? }`: look the e-mail up (trimmed, lower-cased). A consumer found
 *     is `unverified` until verified; an unknown e-mail is `unregistered`. A new e-mail while
 *     logged in resets the session first.
 *   - `startVerification { type: SMS | EMAIL }`: send a one-time code -> `verifying`.
 *   - `confirmVerification { code }`: check the code of the verification in progress; on success
 *     the login is stored (login storage), then after 1 s the consumer is `logged-in` and their
 *     payment details are loaded. A wrong or locked code leaves the server's error on
 *     `requests.confirmVerification.error`.
 *   - `passkeyStart`: start a WEBAUTHN verification; the asking frame gets `link/passkey-options`
 *     and runs the browser prompt itself (the controller frame is hidden and never focused).
 *   - `passkeyFinish { credential }`: the prompt's answer as JSON, confirmed like a code.
 *   - `passkeyFailed { reason }`: the prompt failed in the frame; shown as the spec's passkey error.
 *   - `autofill { choice: OPT-IN | OPT-OUT }`: the one-click offer of a stored login taken
 *     (`logged-in`) or left (`declined`, the consumer forgotten).
 *   - `logOut`: forget the stored login, call log_out, always drop the secret -> `none`.
 *   - `signUp { email, phone, country, legalName?, consentAction }`: a new account -> `unverified`.
 *   - `listPaymentDetails`, `removePaymentDetails { id }`, `updatePaymentDetails { id, update }`.
 * - `link/state` (controller -> group): the whole LinkState after every change, and again when
 *   a frame says `frame/hello`. Frames render from it alone. `available` is elements/wallet-config's
 *   `link_available`, asked once on load (`checkAvailability`; null until answered).
 * - No message pays: the Payment Element's `collect/response` carries its Link choice (a saved
 *   detail, a logged-in shopper's new card, or the opt-in's sign-up with the typed card) and the
 *   controller's confirm runs the payment steps of `link-payment.ts` (sign up, save the card,
 *   share, re-list after a decline) through `port`, with the request states `signUp`,
 *   `createPaymentDetails` and `confirmLinkIntent`.
 * - `link/passkey-options` (controller -> the frame that asked): the WebAuthn request options.
 *
 * Every call's progress is in `requests[kind]` (NONE, PENDING, SUCCESS, ERROR with the error),
 * and the authentication state moves only by the machines of link/machines (spec 2 section 4).
 */
import { LINK_CLIENT_ERRORS, LINK_ERRORS, type LinkClientErrorCode } from '@payframe/core/link-errors';
import type { LinkAction, LinkState } from '@payframe/js/protocol';
import type { ConsumerClient, ConsumerResult } from '../link/consumer-client.js';
import { consumerFrom, initialLinkState, isVerified, maskEmail, shownError } from '../link/link-state.js';
import { type LoginLifetime, type LoginStorage, loginByStoredCredential } from '../link/login-storage.js';
import {
  type AuthEvent,
  nextAuthState,
  nextRequestStates,
  type RequestKind,
} from '../link/machines/index.js';
import type { ConsumerSessionWire } from '../link/wire.js';
import type { LinkPort } from './link-payment.js';
import {
  failure,
  type LinkSessionCore,
  listPaymentDetails,
  removePaymentDetails,
  updatePaymentDetails,
} from './link-wallet-calls.js';

/** Spec 2 section 4: after verification the page waits this long before login continues. */
export const LOGIN_DELAY_MS = 1000;

export interface LinkSessionOptions {
  client: ConsumerClient;
  storage: LoginStorage;
  /** Tells the group the new state (the controller sends `link/state`). */
  publish(state: LinkState): void;
  /** Answers one frame (passkey options). */
  reply(frameId: string, options: Record<string, unknown>): void;
  /** Where a verified login is remembered. */
  lifetime?: LoginLifetime;
  loginDelayMs?: number;
  amount?: () => { amount: number | null; currency: string | null };
}

const PASSKEY_ERRORS = {
  iframe_not_focused: LINK_ERRORS.passkey_iframe_not_focused,
  user_cancelled: LINK_ERRORS.passkey_user_cancelled,
  request_pending: LINK_ERRORS.passkey_request_pending,
  unknown: LINK_ERRORS.passkey_unknown_error,
} as const;

const clientFailure = (code: LinkClientErrorCode) =>
  failure({ type: 'link_error', code, message: LINK_CLIENT_ERRORS[code] });

export class LinkSession implements LinkSessionCore {
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
    const result = await this.client.walletConfig();
    this.update({ available: result.ok && result.body.link_available === true });
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
    this.request(kind, { type: 'reset', kind });
    this.request(kind, { type: 'started', kind });
    const result = await call();
    this.request(
      kind,
      result.ok ? { type: 'succeeded', kind } : { type: 'failed', kind, error: shownError(result.error) },
    );
    return result;
  }

  private request(_kind: RequestKind, event: Parameters<typeof nextRequestStates>[1]): void {
    const moved = nextRequestStates(this.current.requests, event);
    if (moved.ok) this.update({ requests: moved.state });
  }

  /** Moves the authentication state by the machine; a refused event (LJS006) changes nothing. */
  private auth(event: AuthEvent, patch: Partial<LinkState> = {}): boolean {
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

  async handle(action: LinkAction, frameId: string | undefined): Promise<void> {
    switch (action.action) {
      case 'lookup':
        return this.lookup(action.email, action.source ?? 'user_action');
      case 'startVerification':
        return this.startVerification(action.type);
      case 'confirmVerification':
        return this.confirmCode(action.code);
      case 'passkeyStart':
        return this.passkeyStart(frameId);
      case 'passkeyFinish':
        return this.confirm('WEBAUTHN', { webauthnCredentialData: action.credential });
      case 'passkeyFailed':
        return this.passkeyFailed(action.reason);
      case 'autofill':
        return this.autofill(action.choice);
      case 'logOut':
        return this.logOut();
      case 'signUp':
        await this.signUp(action);
        return;
      case 'listPaymentDetails':
        return listPaymentDetails(this);
      case 'removePaymentDetails':
        return removePaymentDetails(this, action.id);
      case 'updatePaymentDetails':
        return updatePaymentDetails(this, action);
    }
  }

  private async lookup(raw: string, source: 'user_action' | 'default_value'): Promise<void> {
    await this.restoring;
    const email = raw.trim().toLowerCase();
    const { authState, consumer } = this.current;
    // The same consumer again (typed back, or told by another frame): keep their session.
    if (consumer?.email === email && authState !== 'declined') return;
    const seq = ++this.lookupSeq;
    if (authState === 'logged-in' || authState === 'verified') this.auth({ type: 'resetSession' });
    this.client.setSecret(null);
    this.request('startVerification', { type: 'reset', kind: 'startVerification' });
    this.request('confirmVerification', { type: 'reset', kind: 'confirmVerification' });
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
    // Spec 2 section 4: a 403 is "not logged in" (none); other failures read as unregistered.
    if (!result.ok) return void this.auth({ type: 'sessionCreateFailed', status: result.status });
    const session = result.body.exists ? result.body.consumer_session : null;
    if (!session?.client_secret) return void this.auth({ type: 'sessionCreated', hasPublishableKey: false });
    this.client.setSecret(session.client_secret);
    this.auth(
      { type: 'sessionCreated', hasPublishableKey: true },
      { consumer: consumerFrom(session, result.body) },
    );
  }

  private async startVerification(type: 'SMS' | 'EMAIL'): Promise<void> {
    const consumer = this.current.consumer;
    if (!consumer || this.client.activeSecret === null) {
      const error = { type: 'invalid_request_error', message: LINK_ERRORS.no_consumer_session };
      return void (await this.track('startVerification', async () => failure(error)));
    }
    const sentTo = type === 'SMS' ? consumer.redactedPhone : maskEmail(consumer.email);
    if (!this.auth({ type: 'verificationStarted' }, { verification: { type, sentTo } })) return;
    this.request('confirmVerification', { type: 'reset', kind: 'confirmVerification' });
    const result = await this.track('startVerification', () => this.client.startVerification(type));
    const session = result.ok ? result.body.consumer_session : null;
    if (session) this.update({ consumer: { ...consumerFrom(session), hasPasskey: consumer.hasPasskey } });
  }

  private async passkeyStart(frameId: string | undefined): Promise<void> {
    if (!this.current.consumer || !frameId || this.client.activeSecret === null) {
      return void (await this.track('startVerification', async () => clientFailure('LJS004')));
    }
    if (!this.auth({ type: 'verificationStarted' }, { verification: { type: 'WEBAUTHN', sentTo: null } }))
      return;
    this.request('confirmVerification', { type: 'reset', kind: 'confirmVerification' });
    let options: Record<string, unknown> | undefined;
    await this.track('startVerification', async () => {
      const result = await this.client.startVerification('WEBAUTHN');
      if (!result.ok) return result;
      const started = result.body.consumer_session?.verification_sessions.find(
        (v) => v.type === 'WEBAUTHN' && v.state === 'STARTED',
      );
      options = started?.public_key_credential_request_options;
      // Spec 2 section 8: a passkey start without usable credential parameters is a failure.
      return options
        ? result
        : failure({ type: 'invalid_request_error', message: LINK_ERRORS.passkey_no_credential_parameters });
    });
    if (options) this.options.reply(frameId, options);
  }

  private async passkeyFailed(reason: keyof typeof PASSKEY_ERRORS): Promise<void> {
    const error = { type: 'link_error', code: `passkey_${reason}`, message: PASSKEY_ERRORS[reason] };
    await this.track('confirmVerification', async () => failure(error));
  }

  /** A code for the SMS or e-mail verification in progress (a passkey one has no code). */
  private async confirmCode(code: string): Promise<void> {
    const type = this.current.verification?.type;
    if (type !== 'SMS' && type !== 'EMAIL') {
      return void (await this.track('confirmVerification', async () => clientFailure('LJS005')));
    }
    return this.confirm(type, { code });
  }

  private async confirm(
    type: 'SMS' | 'EMAIL' | 'WEBAUTHN',
    proof: { code: string } | { webauthnCredentialData: string },
  ): Promise<void> {
    if (!this.current.verification || this.client.activeSecret === null) {
      return void (await this.track('confirmVerification', async () => clientFailure('LJS005')));
    }
    const result = await this.track('confirmVerification', () =>
      this.client.confirmVerification(type, proof),
    );
    if (!result.ok) return;
    const session = result.body.consumer_session;
    this.auth({ type: 'verificationConfirmed' });
    this.remember(session.client_secret ?? this.client.activeSecret, session.email_address);
    await delay(this.options.loginDelayMs ?? LOGIN_DELAY_MS);
    await this.loggedIn(session);
  }

  /** Verified: the consumer (now unredacted) is in, and their saved details load. */
  private async loggedIn(session: ConsumerSessionWire): Promise<void> {
    const consumer = { ...consumerFrom(session), hasPasskey: this.current.consumer?.hasPasskey === true };
    if (!this.auth({ type: 'loggedIn' }, { consumer, verification: null, oneClickAutofill: false })) return;
    await listPaymentDetails(this);
  }

  private async autofill(choice: 'OPT-IN' | 'OPT-OUT'): Promise<void> {
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

  private async logOut(): Promise<void> {
    const secret = this.client.activeSecret;
    if (secret) this.options.storage.clear(secret);
    this.lookupSeq++;
    await this.track('logOut', () => this.client.logOut());
    // The secret is gone whatever the server said: the shopper is logged out here.
    const requests = { ...initialLinkState().requests, logOut: this.current.requests.logOut };
    this.auth(
      { type: 'resetSession' },
      { ...initialLinkState(), available: this.current.available, requests },
    );
  }

  /** Answers whether the account was made (the opt-in falls back to a plain card when not). */
  private async signUp(action: Extract<LinkAction, { action: 'signUp' }>): Promise<boolean> {
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

  private remember(secret: string | null, email: string): void {
    if (secret) this.options.storage.set({ secret, email, lifetime: this.options.lifetime ?? 'persistent' });
  }

  /** An extended secret replaces the stored login it came from. */
  private rememberRenewed(secret: string | null): void {
    const email = this.current.consumer?.email;
    const { authState } = this.current;
    if (email && (authState === 'logged-in' || authState === 'verified')) this.remember(secret, email);
  }
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
