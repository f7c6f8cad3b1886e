/**
 * The group's one Link session, owned by the controller frame (spec 2 section 4, spec 3
 * "Shared-session actions"). Element frames never hold the consumer session secret: they ask
 * and render.
 *
 * Messages (all on the group's BroadcastChannel, never on the merchant page's window):
 * - `link/action` (element frame -> controller), payload a LinkAction:
 *   - `lookup { email, source? }`: look the e-mail up (trimmed, lower-cased). A consumer found
 *     is `unverified` until verified; an unknown e-mail is `unregistered`.
 *   - `startVerification { type: SMS | EMAIL }`: send a one-time code -> `verifying`.
 *   - `confirmVerification { code }`: check the code of the verification in progress; on success
 *     the login is stored (login storage), then after 1 s the consumer is `logged-in` and their
 *     payment details are loaded. A wrong or locked code leaves the server's error on
 *     `verification.confirm.error`.
 *   - `passkeyStart`: start a WEBAUTHN verification; the asking frame gets `link/passkey-options`
 *     and runs the browser prompt itself (the controller frame is hidden and never focused).
 *   - `passkeyFinish { credential }`: the prompt's answer as JSON, confirmed like a code.
 *   - `passkeyFailed { reason }`: the prompt failed in the frame; shown as the spec's passkey error.
 *   - `autofill { choice: OPT-IN | OPT-OUT }`: the one-click (stored login) offer taken or declined.
 *   - `logOut`: forget the stored login, call log_out, always drop the secret -> `none`.
 *   - `signUp { email, phone, country, legalName?, consentAction }`: a new account -> `unverified`.
 *   - `listPaymentDetails`, `removePaymentDetails { id }`, `updatePaymentDetails { id, update }`.
 * - `link/state` (controller -> group): the whole LinkState after every change, and again when
 *   a frame says `frame/hello`. Frames render from it alone. `available` is elements/wallet-config's
 *   `link_available`, asked once on load (`checkAvailability`).
 * - No message pays: the Payment Element's `collect/response` carries its Link choice (a saved
 *   detail, or the opt-in's sign-up with the typed card) and the controller's confirm runs the
 *   payment steps of `link-payment.ts` (sign up + save the card, share, re-list after a decline)
 *   through `port`, with their request states `createPaymentDetails`, `sharePaymentDetails` and
 *   `confirmLinkIntent`.
 * - `link/passkey-options` (controller -> the frame that asked): the WebAuthn request options.
 *
 * Every call's progress is in `requests[name]` (NONE, PENDING, SUCCESS, ERROR with the error).
 */
import { LINK_CLIENT_ERRORS, LINK_ERRORS, type LinkClientErrorCode } from '@payframe/core';
import type { LinkAction, LinkAuthState, LinkRequestName, LinkState, WireError } from '@payframe/js/protocol';
import type { ConsumerClient } from '../link/consumer-client.js';
import {
  consumerFrom,
  initialLinkState,
  isVerified,
  maskEmail,
  paymentDetailsFrom,
  shownError,
} from '../link/link-state.js';
import { type LoginLifetime, type LoginStorage, loginByStoredCredential } from '../link/login-storage.js';
import type { ConsumerSessionWire, LookupAnswer } from '../link/wire.js';
import type { LinkPort } from './link-payment.js';

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

export class LinkSession {
  private current: LinkState = initialLinkState();
  /** Only the newest lookup's answer is applied (the shopper keeps typing). */
  private lookupSeq = 0;
  /** The stored-login attempt on load: a lookup waits for it, so the two never race. */
  private restoring: Promise<void> = Promise.resolve();

  constructor(private readonly options: LinkSessionOptions) {
    options.client.onSecretChange = (secret) => this.rememberRenewed(secret);
    this.port = {
      client: options.client,
      state: () => this.current,
      update: (patch) => this.update(patch),
      request: (name, result) => this.request(name, result),
      signUp: (fields) => this.signUp({ action: 'signUp', ...fields }),
      listPaymentDetails: () => this.listPaymentDetails(),
    };
  }

  get state(): LinkState {
    return this.current;
  }

  /** What the controller's confirm uses for Link payments (see link-payment.ts). */
  readonly port: LinkPort;

  /** elements/wallet-config: may Link be offered here? A failed answer leaves it unavailable. */
  async checkAvailability(): Promise<void> {
    const result = await this.options.client.walletConfig();
    this.update({ available: result.ok && result.body.link_available === true });
  }

  private update(patch: Partial<LinkState>): void {
    this.current = { ...this.current, ...patch };
    this.options.publish(this.current);
  }

  private request(name: LinkRequestName, result?: { error?: WireError }): void {
    const state =
      result === undefined
        ? { status: 'PENDING' as const }
        : result.error
          ? { status: 'ERROR' as const, error: shownError(result.error) }
          : { status: 'SUCCESS' as const };
    const error = result?.error ? shownError(result.error) : result === undefined ? this.current.error : null;
    this.update({ requests: { ...this.current.requests, [name]: state }, error });
  }

  private setAuth(authState: LinkAuthState, patch: Partial<LinkState> = {}): void {
    this.update({ authState, ...patch });
  }

  /** On load: a login stored on this browser signs the shopper in without a code (one-click). */
  restore(): Promise<void> {
    this.restoring = this.restoreStored();
    return this.restoring;
  }

  private async restoreStored(): Promise<void> {
    const login = await loginByStoredCredential(this.options.client, this.options.storage);
    if (!login?.answer.consumer_session) return;
    const session = login.answer.consumer_session;
    this.setAuth(isVerified(session) ? 'verified' : 'unverified', {
      email: session.email_address,
      emailSource: 'stored_login',
      consumer: consumerFrom(session, login.answer),
      fromStoredLogin: true,
    });
    if (isVerified(session)) await this.listPaymentDetails();
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
        return this.listPaymentDetails();
      case 'removePaymentDetails':
        return this.removePaymentDetails(action.id);
      case 'updatePaymentDetails':
        return this.updatePaymentDetails(action);
    }
  }

  private async lookup(raw: string, source: 'user_action' | 'default_value'): Promise<void> {
    await this.restoring;
    const email = raw.trim().toLowerCase();
    const loggedIn = this.current.authState === 'logged-in' || this.current.authState === 'verified';
    if (loggedIn && this.current.email === email) return;
    const seq = ++this.lookupSeq;
    this.options.client.setSecret(null);
    this.update({ email, emailSource: source, consumer: null, verification: null, paymentDetails: [] });
    this.request('lookup');
    const { amount, currency } = this.options.amount?.() ?? { amount: null, currency: null };
    const result = await this.options.client.lookup({ email, emailSource: source, amount, currency });
    if (seq !== this.lookupSeq) return;
    if (!result.ok) {
      this.request('lookup', { error: result.error });
      // Spec 2 section 4: a 403 is "not logged in" (none); other failures read as unregistered.
      return this.setAuth(result.status === 403 ? 'none' : 'unregistered');
    }
    this.request('lookup', {});
    const session = result.body.exists ? result.body.consumer_session : null;
    if (!session?.client_secret) return this.setAuth('unregistered');
    this.options.client.setSecret(session.client_secret);
    await this.found(session, result.body);
  }

  /** A consumer session answered: verified ones log in, others wait for a code. */
  private async found(session: ConsumerSessionWire, answer?: LookupAnswer): Promise<void> {
    const consumer = consumerFrom(
      session,
      answer ?? { settings: { has_passkey: this.current.consumer?.hasPasskey } },
    );
    if (isVerified(session)) {
      this.setAuth('logged-in', { consumer, verification: null });
      await this.listPaymentDetails();
    } else this.setAuth('unverified', { consumer });
  }

  private async startVerification(type: 'SMS' | 'EMAIL'): Promise<void> {
    const consumer = this.current.consumer;
    if (!consumer || this.options.client.activeSecret === null) {
      const error = { type: 'invalid_request_error', message: LINK_ERRORS.no_consumer_session };
      return this.request('startVerification', { error });
    }
    const sentTo = type === 'SMS' ? consumer.redactedPhone : maskEmail(consumer.email);
    this.setAuth('verifying', {
      verification: { type, sentTo, start: { status: 'PENDING' }, confirm: { status: 'NONE' } },
    });
    this.request('startVerification');
    const result = await this.options.client.startVerification(type);
    this.request('startVerification', result.ok ? {} : { error: result.error });
    const verification = this.current.verification;
    if (!verification) return;
    if (!result.ok) {
      return this.update({
        verification: { ...verification, start: { status: 'ERROR', error: shownError(result.error) } },
      });
    }
    const session = result.body.consumer_session;
    this.update({
      consumer: session
        ? { ...consumer, ...consumerFrom(session), hasPasskey: consumer.hasPasskey }
        : consumer,
      verification: { ...verification, start: { status: 'SUCCESS' } },
    });
  }

  private async passkeyStart(frameId: string | undefined): Promise<void> {
    const consumer = this.current.consumer;
    if (!consumer || !frameId || this.options.client.activeSecret === null) {
      return this.request('startVerification', { error: clientFailure('LJS004') });
    }
    this.setAuth('verifying', {
      verification: {
        type: 'WEBAUTHN',
        sentTo: null,
        start: { status: 'PENDING' },
        confirm: { status: 'NONE' },
      },
    });
    this.request('startVerification');
    const result = await this.options.client.startVerification('WEBAUTHN');
    const started = result.ok
      ? result.body.consumer_session?.verification_sessions.find(
          (v) => v.type === 'WEBAUTHN' && v.state === 'STARTED',
        )
      : undefined;
    const options = started?.public_key_credential_request_options;
    const error: WireError | undefined = !result.ok
      ? result.error
      : options
        ? undefined
        : { type: 'invalid_request_error', message: LINK_ERRORS.passkey_no_credential_parameters };
    this.request('startVerification', error ? { error } : {});
    const verification = this.current.verification;
    if (!verification) return;
    if (error) {
      return this.update({
        verification: { ...verification, start: { status: 'ERROR', error: shownError(error) } },
      });
    }
    this.update({ verification: { ...verification, start: { status: 'SUCCESS' } } });
    this.options.reply(frameId, options as Record<string, unknown>);
  }

  private passkeyFailed(reason: keyof typeof PASSKEY_ERRORS): void {
    const error = {
      type: 'invalid_request_error',
      code: `passkey_${reason}`,
      message: PASSKEY_ERRORS[reason],
    };
    const verification = this.current.verification;
    this.request('confirmVerification', { error });
    if (verification) this.update({ verification: { ...verification, confirm: { status: 'ERROR', error } } });
  }

  private async confirm(
    type: 'SMS' | 'EMAIL' | 'WEBAUTHN',
    proof: { code: string } | { webauthnCredentialData: string },
  ): Promise<void> {
    const verification = this.current.verification;
    if (!verification || this.options.client.activeSecret === null) {
      return this.request('confirmVerification', { error: clientFailure('LJS005') });
    }
    this.update({ verification: { ...verification, confirm: { status: 'PENDING' } } });
    this.request('confirmVerification');
    const result = await this.options.client.confirmVerification(type, proof);
    if (!result.ok) {
      this.request('confirmVerification', { error: result.error });
      const now = this.current.verification;
      if (now)
        this.update({
          verification: { ...now, confirm: { status: 'ERROR', error: shownError(result.error) } },
        });
      return;
    }
    const session = result.body.consumer_session;
    const secret = session.client_secret ?? this.options.client.activeSecret;
    if (secret) {
      this.options.storage.set({
        secret,
        email: session.email_address,
        lifetime: this.options.lifetime ?? 'persistent',
      });
    }
    this.request('confirmVerification', {});
    const now = this.current.verification;
    if (now) this.update({ verification: { ...now, confirm: { status: 'SUCCESS' } } });
    await delay(this.options.loginDelayMs ?? LOGIN_DELAY_MS);
    await this.found(session);
  }

  /** A code for the SMS or e-mail verification in progress (a passkey one has no code). */
  private confirmCode(code: string): Promise<void> {
    const type = this.current.verification?.type;
    if (type !== 'SMS' && type !== 'EMAIL') {
      this.request('confirmVerification', { error: clientFailure('LJS005') });
      return Promise.resolve();
    }
    return this.confirm(type, { code });
  }

  private async autofill(choice: 'OPT-IN' | 'OPT-OUT'): Promise<void> {
    if (choice === 'OPT-OUT') {
      this.options.client.setSecret(null);
      return this.setAuth('declined', { consumer: null, paymentDetails: [], fromStoredLogin: false });
    }
    if (this.current.authState === 'verified') return this.setAuth('logged-in');
    return this.setAuth('unverified');
  }

  private async logOut(): Promise<void> {
    const secret = this.options.client.activeSecret;
    if (secret) this.options.storage.clear(secret);
    this.request('logOut');
    const result = await this.options.client.logOut();
    // The secret is gone whatever the server said: the shopper is logged out here.
    this.lookupSeq++;
    this.update({
      ...initialLinkState(),
      available: this.current.available,
      requests: {
        ...initialLinkState().requests,
        logOut: result.ok ? { status: 'SUCCESS' } : { status: 'ERROR', error: shownError(result.error) },
      },
    });
  }

  /** Answers whether the account was made (the opt-in falls back to a plain card when not). */
  private async signUp(action: Extract<LinkAction, { action: 'signUp' }>): Promise<boolean> {
    this.request('signUp');
    const { amount, currency } = this.options.amount?.() ?? { amount: null, currency: null };
    const result = await this.options.client.signUp({
      email_address: action.email,
      phone_number: action.phone,
      country: action.country,
      legal_name: action.legalName,
      consent_action: action.consentAction,
      amount: amount ?? undefined,
      currency: currency ?? undefined,
    });
    if (!result.ok) {
      this.request('signUp', { error: result.error });
      return false;
    }
    this.request('signUp', {});
    const session = result.body.consumer_session;
    if (session.client_secret) {
      this.options.storage.set({
        secret: session.client_secret,
        email: session.email_address,
        lifetime: this.options.lifetime ?? 'persistent',
      });
    }
    this.setAuth('unverified', { email: session.email_address, consumer: consumerFrom(session) });
    return true;
  }

  private async listPaymentDetails(): Promise<void> {
    this.request('listPaymentDetails');
    const result = await this.options.client.listPaymentDetails();
    if (!result.ok) return this.request('listPaymentDetails', { error: result.error });
    this.update({ paymentDetails: result.body.redacted_payment_details.map(paymentDetailsFrom) });
    this.request('listPaymentDetails', {});
  }

  private async removePaymentDetails(id: string): Promise<void> {
    this.request('removePaymentDetails');
    const result = await this.options.client.deletePaymentDetails(id);
    if (!result.ok) return this.request('removePaymentDetails', { error: result.error });
    this.update({ paymentDetails: this.current.paymentDetails.filter((d) => d.id !== id) });
    this.request('removePaymentDetails', {});
  }

  private async updatePaymentDetails(action: Extract<LinkAction, { action: 'updatePaymentDetails' }>) {
    const { update } = action;
    this.request('updatePaymentDetails');
    const result = await this.options.client.updatePaymentDetails(action.id, {
      exp_month: update.expMonth,
      exp_year: update.expYear,
      nickname: update.nickname,
      is_default: update.isDefault,
      preferred_network: update.preferredNetwork,
      billing_address: update.billingAddress,
    });
    if (!result.ok) return this.request('updatePaymentDetails', { error: result.error });
    const updated = paymentDetailsFrom(result.body.redacted_payment_details);
    // One default at a time (the server clears the others too).
    const paymentDetails = this.current.paymentDetails.map((d) =>
      d.id === updated.id ? updated : updated.isDefault ? { ...d, isDefault: false } : d,
    );
    this.update({ paymentDetails });
    this.request('updatePaymentDetails', {});
  }

  /** An extended or new secret replaces the stored login it came from. */
  private rememberRenewed(secret: string | null): void {
    const email = this.current.consumer?.email;
    const verified = this.current.authState === 'logged-in' || this.current.authState === 'verified';
    if (secret && email && verified) {
      this.options.storage.set({ secret, email, lifetime: this.options.lifetime ?? 'persistent' });
    }
  }
}

function clientFailure(code: LinkClientErrorCode): WireError {
  return { type: 'invalid_request_error', code, message: LINK_CLIENT_ERRORS[code] };
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
