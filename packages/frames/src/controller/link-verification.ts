import { LINK_CLIENT_ERRORS, LINK_ERRORS, type LinkClientErrorCode } from '@payframe/core/link-errors';
import type { LinkAction, LinkState } from '@payframe/js/protocol';
import { consumerFrom, maskEmail } from '../link/link-state.js';
import type { AuthEvent, RequestKind } from '../link/machines/index.js';
import type { ConsumerSessionWire } from '../link/wire.js';
import { failure, type LinkSessionCore, listPaymentDetails } from './link-wallet-calls.js';

/** docs/link.md#states: after verification the page waits this long before login continues. */
export const LINK_LOGIN_DELAY_MS = 1000;

export type PasskeyFailure = Extract<LinkAction, { action: 'passkeyFailed' }>['reason'];

export const PASSKEY_ERRORS: Record<PasskeyFailure, string> = {
  iframe_not_focused: LINK_ERRORS.passkey_iframe_not_focused,
  user_cancelled: LINK_ERRORS.passkey_user_cancelled,
  request_pending: LINK_ERRORS.passkey_request_pending,
  unknown: LINK_ERRORS.passkey_unknown_error,
};

/** What the verification flows need of the Link session besides its calls. */
export interface LinkVerificationCore extends LinkSessionCore {
  /** Moves the authentication state by the machine (with a patch); false when refused. */
  auth(event: AuthEvent, patch?: Partial<LinkState>): boolean;
  /** Puts a request back to NONE (a new verification forgets the last one's error). */
  reset(kind: RequestKind): void;
  /** Stores a verified login in the login storage. */
  remember(secret: string | null, email: string): void;
  /** Answers one frame with passkey request options. */
  reply(frameId: string, options: Record<string, unknown>): void;
  readonly loginDelayMs: number;
}

const clientFailure = (code: LinkClientErrorCode) =>
  failure({ type: 'link_error', code, message: LINK_CLIENT_ERRORS[code] });

/** Sends a one-time code by SMS or e-mail: `verifying`, the code's destination masked. */
export async function startVerification(core: LinkVerificationCore, type: 'SMS' | 'EMAIL'): Promise<void> {
  const consumer = core.state.consumer;
  if (!consumer || core.client.activeSecret === null) {
    const error = { type: 'invalid_request_error', message: LINK_ERRORS.no_consumer_session };
    return void (await core.track('startVerification', async () => failure(error)));
  }
  const sentTo = type === 'SMS' ? consumer.redactedPhone : maskEmail(consumer.email);
  if (!core.auth({ type: 'verificationStarted' }, { verification: { type, sentTo } })) return;
  core.reset('confirmVerification');
  const result = await core.track('startVerification', () => core.client.startVerification(type));
  const session = result.ok ? result.body.consumer_session : null;
  if (session) core.update({ consumer: { ...consumerFrom(session), hasPasskey: consumer.hasPasskey } });
}

/** A WEBAUTHN verification: its request options go to the frame that runs the prompt. */
export async function passkeyStart(core: LinkVerificationCore, frameId: string | undefined): Promise<void> {
  if (!core.state.consumer || !frameId || core.client.activeSecret === null) {
    return void (await core.track('startVerification', async () => clientFailure('LJS004')));
  }
  if (!core.auth({ type: 'verificationStarted' }, { verification: { type: 'WEBAUTHN', sentTo: null } }))
    return;
  core.reset('confirmVerification');
  let options: Record<string, unknown> | undefined;
  await core.track('startVerification', async () => {
    const result = await core.client.startVerification('WEBAUTHN');
    if (!result.ok) return result;
    const started = result.body.consumer_session?.verification_sessions.find(
      (v) => v.type === 'WEBAUTHN' && v.state === 'STARTED',
    );
    options = started?.public_key_credential_request_options;
    // docs/link.md#errors: a passkey start without usable credential parameters is a failure.
    return options
      ? result
      : failure({ type: 'invalid_request_error', message: LINK_ERRORS.passkey_no_credential_parameters });
  });
  if (options) core.reply(frameId, options);
}

/** The prompt failed in the frame: Link's passkey error for its reason on the confirm request. */
export async function passkeyFailed(core: LinkVerificationCore, reason: PasskeyFailure): Promise<void> {
  const error = { type: 'link_error', code: `passkey_${reason}`, message: PASSKEY_ERRORS[reason] };
  await core.track('confirmVerification', async () => failure(error));
}

/** A code for the SMS or e-mail verification in progress (a passkey one has no code). */
export async function confirmCode(core: LinkVerificationCore, code: string): Promise<void> {
  const type = core.state.verification?.type;
  if (type !== 'SMS' && type !== 'EMAIL') {
    return void (await core.track('confirmVerification', async () => clientFailure('LJS005')));
  }
  return confirmVerification(core, type, { code });
}

/**
 * Confirms a code or a passkey answer: the login is stored, and after LOGIN_DELAY_MS the
 * consumer is logged in.
 */
export async function confirmVerification(
  core: LinkVerificationCore,
  type: 'SMS' | 'EMAIL' | 'WEBAUTHN',
  proof: { code: string } | { webauthnCredentialData: string },
): Promise<void> {
  if (!core.state.verification || core.client.activeSecret === null) {
    return void (await core.track('confirmVerification', async () => clientFailure('LJS005')));
  }
  const result = await core.track('confirmVerification', () => core.client.confirmVerification(type, proof));
  if (!result.ok) return;
  const session = result.body.consumer_session;
  core.auth({ type: 'verificationConfirmed' });
  core.remember(session.client_secret ?? core.client.activeSecret, session.email_address);
  await delay(core.loginDelayMs);
  await loggedIn(core, session);
}

/** Verified: the consumer (now unredacted) is in, and their saved details load. */
async function loggedIn(core: LinkVerificationCore, session: ConsumerSessionWire): Promise<void> {
  const consumer = { ...consumerFrom(session), hasPasskey: core.state.consumer?.hasPasskey === true };
  if (!core.auth({ type: 'loggedIn' }, { consumer, verification: null, oneClickAutofill: false })) return;
  await listPaymentDetails(core);
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
