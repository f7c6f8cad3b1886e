import { LINK_CLIENT_ERRORS, LINK_ERRORS, type LinkClientErrorCode } from '@payframe/core';
import { shownError } from '../link/link-state.js';
import type { RequestEvent } from '../link/machines/index.js';
import { PASSKEY_ERRORS, type PasskeyFailure } from './link-verification.js';
import { failure, type LinkSessionCore } from './link-wallet-calls.js';

/** What a passkey registration needs of the Link session besides its calls. */
export interface PasskeyRegistrationCore extends LinkSessionCore {
  /** Moves one request's state; a refused move changes nothing. */
  request(event: RequestEvent): void;
  /** Answers one frame with passkey creation options. */
  reply(frameId: string, options: Record<string, unknown>, ceremony: 'create'): void;
}

const KIND = 'registerPasskey';

const clientFailure = (code: LinkClientErrorCode) =>
  failure({ type: 'link_error', code, message: LINK_CLIENT_ERRORS[code] });

/** Only a signed-in consumer adds a passkey (the server asks for a verified session too). */
function signedIn(core: PasskeyRegistrationCore): boolean {
  return (
    core.state.authState === 'logged-in' && core.state.consumer !== null && core.client.activeSecret !== null
  );
}

const pending = (core: PasskeyRegistrationCore) => core.state.requests.registerPasskey.status === 'PENDING';

/**
 * Starts a registration: the creation options go to the frame that asked, which runs the
 * browser's prompt (the controller frame is hidden and never focused). The request stays
 * PENDING until that frame answers.
 */
export async function passkeyRegisterStart(
  core: PasskeyRegistrationCore,
  frameId: string | undefined,
): Promise<void> {
  if (!frameId || !signedIn(core)) return void (await core.track(KIND, async () => clientFailure('LJS004')));
  // One registration at a time: a second start while the first waits is refused.
  if (pending(core)) return;
  const email = core.state.consumer?.email;
  core.request({ type: 'reset', kind: KIND });
  core.request({ type: 'started', kind: KIND });
  const result = await core.client.startPasskeyRegistration();
  // Logged out or someone else meanwhile: the answer is no longer wanted.
  if (!pending(core) || core.state.consumer?.email !== email) return;
  const options = result.ok ? result.body.public_key_credential_creation_options : undefined;
  if (options) return core.reply(frameId, options, 'create');
  const error = result.ok
    ? { type: 'invalid_request_error', message: LINK_ERRORS.passkey_no_credential_parameters }
    : shownError(result.error);
  core.request({ type: 'failed', kind: KIND, error });
}

/** The prompt's answer as JSON: confirmed by the server, the consumer now has a passkey. */
export async function passkeyRegisterFinish(
  core: PasskeyRegistrationCore,
  credential: string,
): Promise<void> {
  if (!pending(core) || !signedIn(core))
    return void (await core.track(KIND, async () => clientFailure('LJS007')));
  const result = await core.client.confirmPasskeyRegistration(credential);
  if (!pending(core)) return;
  if (!result.ok) return core.request({ type: 'failed', kind: KIND, error: shownError(result.error) });
  const consumer = core.state.consumer;
  if (consumer) core.update({ consumer: { ...consumer, hasPasskey: true } });
  core.request({ type: 'succeeded', kind: KIND });
}

/** The prompt failed in the frame: Link's passkey error for its reason (PASSKEY_ERRORS); the shopper stays signed in. */
export async function passkeyRegisterFailed(
  core: PasskeyRegistrationCore,
  reason: PasskeyFailure,
): Promise<void> {
  const error = { type: 'link_error', code: `passkey_${reason}`, message: PASSKEY_ERRORS[reason] };
  if (pending(core)) return core.request({ type: 'failed', kind: KIND, error });
  await core.track(KIND, async () => failure(error));
}
